import { useTranslation } from '@shop/shared-contracts/react-i18next';
import i18next from 'i18next';
import { use } from 'react';
import type { LanguageMessages, MessageLoaders } from '../i18n/message-catalog.js';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../market/languages.js';

/** A namespace a remote (or the shell) adds to the page's one i18next instance. */
export interface MessageNamespace {
  readonly namespace: string;
  /** Loads and adds one language's messages; resolves at once when they are there. */
  load(language: Language): Promise<void>;
}

/**
 * The one way to register a namespace: its messages per language as lazy chunks
 * (`{ fi: () => import('./messages/fi'), ... }`). i18next is the shell's shared singleton; the
 * bundle is added to it when first needed in a language (after `initialized`).
 */
export function defineMessages(namespace: string, loaders: MessageLoaders): MessageNamespace {
  const loading = new Map<Language, Promise<void>>();

  function load(language: Language): Promise<void> {
    let pending = loading.get(language);
    if (!pending) {
      // Another copy of the contracts (another remote) may have added the bundle already.
      pending =
        i18next.isInitialized && i18next.hasResourceBundle(language, namespace)
          ? fulfilled()
          : markWhenFulfilled(
              loaders[language]().then(({ default: messages }) => add(language, messages)),
            );
      loading.set(language, pending);
    }
    return pending;
  }

  function add(language: Language, messages: LanguageMessages): Promise<void> {
    const apply = () => i18next.addResourceBundle(language, namespace, messages, true, true);
    if (i18next.isInitialized) {
      apply();
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      i18next.on('initialized', () => {
        apply();
        resolve();
      });
    });
  }

  return { namespace, load };
}

/** A promise React's `use` reads synchronously (it checks the thenable's `status`). */
function fulfilled(): Promise<void> {
  return Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });
}

/** Marks the promise as React marks a thenable it tracked, so later renders never suspend. */
function markWhenFulfilled(promise: Promise<void>): Promise<void> {
  promise.then(
    () => Object.assign(promise, { status: 'fulfilled', value: undefined }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

/**
 * `useTranslation` for a namespace: suspends until the current language's messages are loaded,
 * so a component never shows a key. Only the shown language is ever fetched. `use` is called on
 * every render (never conditionally), so a render replayed after the load sees the same hooks.
 */
export function useMessages(messages: MessageNamespace): ReturnType<typeof useTranslation> {
  const translation = useTranslation(messages.namespace);
  const current = translation.i18n.resolvedLanguage ?? translation.i18n.language;
  use(messages.load(isLanguage(current) ? current : DEFAULT_LANGUAGE));
  const t = rememberingTranslations(translation.t);
  return Object.assign([t, translation.i18n, translation.ready], {
    t,
    i18n: translation.i18n,
    ready: translation.ready,
  }) as unknown as ReturnType<typeof useTranslation>;
}

type Translate = ReturnType<typeof useTranslation>['t'];

/** Messages a `t` has answered, per `t` (one per language and namespace). */
const remembered = new WeakMap<Translate, Translate>();
/** Past this many, a `t`'s answers are forgotten and collected anew (counts vary without end). */
const REMEMBERED_MAX = 2000;

/**
 * `t` answering a message it answered before from memory: i18next resolves, interpolates and
 * picks plurals on every call, and a listing renders the same few dozen messages for each
 * change (issue 10: the frame that answers a click). Only a key with no options or flat
 * primitive ones is remembered; the same function is answered for the same `t`, so it can be
 * handed to memoised components.
 */
function rememberingTranslations(t: Translate): Translate {
  const known = remembered.get(t);
  if (known) return known;
  const answers = new Map<string, string>();
  const call = t as unknown as (...args: unknown[]) => unknown;
  const remembering = ((...args: unknown[]) => {
    const id = args.length <= 2 ? rememberedId(args[0], args[1]) : null;
    if (id === null) return call(...args);
    const answered = answers.get(id);
    if (answered !== undefined) return answered;
    const answer = call(...args);
    if (typeof answer === 'string') {
      if (answers.size >= REMEMBERED_MAX) answers.clear();
      answers.set(id, answer);
    }
    return answer;
  }) as unknown as Translate;
  remembered.set(t, remembering);
  return remembering;
}

function rememberedId(key: unknown, options: unknown): string | null {
  if (typeof key !== 'string') return null;
  if (options === undefined) return key;
  if (typeof options !== 'object' || options === null) return null;
  for (const value of Object.values(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
  }
  return `${key}\u0000${JSON.stringify(options)}`;
}
