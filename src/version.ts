/** This package's version, sent as `clientInfo.version` by the adapter (a test keeps it equal to package.json). */
export const VERSION = '0.1.0';
