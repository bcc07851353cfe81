/**
 * The contract version this copy of the contracts is (the package version, semver: see
 * docs/decisions/0006-contract-versions.md); a unit test keeps it equal to package.json.
 */
export const CONTRACTS_VERSION = '3.24.0';

/** `major.minor`: copies of one line parse every api answer alike. */
export const CONTRACTS_LINE = CONTRACTS_VERSION.split('.').slice(0, 2).join('.');
