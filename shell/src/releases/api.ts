import {
  type ReleaseActivationResponse,
  type RemotePackage,
  releaseKeys,
} from '@shop/shared-contracts';
import { releaseApi, releaseQueries } from '@shop/shared-contracts/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

/** How many audit events the page lists. */
export const AUDIT_LIMIT = 50;

/**
 * Reads for staff only: a release manager expects what is live now, so they are refetched
 * whenever the page is opened again rather than kept fresh for the shop's minute.
 */
const LIVE = { staleTime: 0 } as const;

export const useReleases = () => useQuery({ ...releaseQueries.list(), ...LIVE });

export const useReleaseHistory = () =>
  useQuery({ ...releaseQueries.history({ limit: AUDIT_LIMIT }), ...LIVE });

/** What a button on the page asks the api to do. */
export type ReleaseCommand =
  | {
      readonly kind: 'activate';
      readonly remote: RemotePackage;
      readonly version: string;
      /** Set aside the gate's refusal; the reason goes to the audit trail. */
      readonly force?: { readonly reason: string };
    }
  | { readonly kind: 'rollback'; readonly remote: RemotePackage }
  /** Run this version in the staff member's own browser only (a release override). */
  | { readonly kind: 'preview'; readonly remote: RemotePackage; readonly version: string };

/** What a command answered: an activation's result, or until when a preview lasts. */
export type ReleaseCommandResult =
  | { readonly kind: 'activation'; readonly response: ReleaseActivationResponse }
  | {
      readonly kind: 'preview';
      readonly remote: RemotePackage;
      readonly version: string;
      readonly expiresAt: string;
    };

async function runCommand(command: ReleaseCommand): Promise<ReleaseCommandResult> {
  if (command.kind === 'preview') {
    const { remote, version } = command;
    const answer = await releaseApi.signReleaseOverride({ remotes: { [remote]: { version } } });
    return { kind: 'preview', remote, version, expiresAt: answer.expiresAt };
  }
  const response =
    command.kind === 'rollback'
      ? await releaseApi.rollbackRelease({ remote: command.remote })
      : await releaseApi.activateRelease({
          remote: command.remote,
          version: command.version,
          ...(command.force ? { force: true, reason: command.force.reason } : {}),
        });
  return { kind: 'activation', response };
}

/**
 * Activates or rolls back one remote. One mutation for the whole page: while it runs every
 * button waits, and whatever it answered, the releases and the audit trail are read again.
 */
export function useReleaseCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runCommand,
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.all }),
  });
}
