import {
  type Language,
  productApi,
  productKeys,
  sharedApi,
  sharedKeys,
} from '@shop/shared-contracts';
import { useMessages } from '@shop/shared-contracts/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { productMessages } from '../../messages/product-messages';
import { keywordParts } from './keyword-parts';

/** The shop's keywords in a language: one list for every text on the page, kept an hour. */
function useKeywords(language: Language) {
  return useQuery({
    queryKey: sharedKeys.keywordPopups(language),
    queryFn: ({ signal }) => sharedApi.keywordPopups(language, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/**
 * A text whose keywords open their explanation (catalogue §4 Other, §8: 'Loading...', then the
 * text or 'Loading failed'). Plain text until the keyword list has come.
 */
export function KeywordText({
  text,
  language,
}: {
  readonly text: string;
  readonly language: Language;
}) {
  const keywords = useKeywords(language).data;
  const parts = useMemo(() => keywordParts(text, keywords ?? []), [text, keywords]);
  return (
    <>
      {parts.map((part, index) =>
        part.popupId === undefined ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <span key={index}>{part.text}</span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text.
          <KeywordButton key={index} word={part.text} popupId={part.popupId} language={language} />
        ),
      )}
    </>
  );
}

function KeywordButton({
  word,
  popupId,
  language,
}: {
  readonly word: string;
  readonly popupId: number;
  readonly language: Language;
}) {
  const { t } = useMessages(productMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  const query = { id: popupId, lang: language };
  const popup = useQuery({
    queryKey: productKeys.keywordPopup(query),
    queryFn: ({ signal }) => productApi.keywordPopup(query, signal),
    enabled: open,
    staleTime: 60 * 60 * 1000,
  });
  return (
    <>
      <button
        type="button"
        className="prd-keyword"
        data-testid="keyword"
        aria-haspopup="dialog"
        onClick={() => {
          setOpen(true);
          dialog.current?.showModal();
        }}
      >
        {word}
      </button>
      <dialog
        ref={dialog}
        className="prd-keyword-popup"
        data-testid="keyword-popup"
        aria-label={word}
        onClose={() => setOpen(false)}
      >
        <h3>{word}</h3>
        {popup.isError ? (
          <p role="alert">{t('keyword.failed')}</p>
        ) : popup.data ? (
          <>
            <p>{popup.data.text}</p>
            {popup.data.url ? <a href={popup.data.url}>{t('keyword.readMore')}</a> : null}
          </>
        ) : (
          <p role="status">{t('keyword.loading')}</p>
        )}
        <form method="dialog">
          <button type="submit" className="prd-button">
            {t('keyword.close')}
          </button>
        </form>
      </dialog>
    </>
  );
}
