import i18next from 'i18next';
import { reportFatalError } from './fatal-error';

/** Platform §2: any fatal or unhandled error routes to the error screen (and is logged). */
export function reportUnhandledErrors(): void {
  const report = (cause: unknown) => {
    console.error('Unhandled error', cause);
    reportFatalError({
      status: 500,
      message: i18next.t('shell:error.unexpected'),
      data: String(cause),
    });
  };
  window.addEventListener('error', (event) => report(event.error ?? event.message));
  window.addEventListener('unhandledrejection', (event) => report(event.reason));
}
