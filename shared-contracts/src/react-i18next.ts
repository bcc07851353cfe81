// The part of react-i18next the shop uses, shared once per page (a runtime singleton within the
// contracts major), like the router entry: react-i18next shared whole is 9 KiB compressed on
// every page (Trans, IcuTrans, the HOCs and SSR helpers included); these three are 2 KiB.
// Browser code imports it from here; add a name before using it (docs/decisions/0002).
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
