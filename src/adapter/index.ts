// Filled in by the adapter issue.
export {};
