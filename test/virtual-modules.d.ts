declare module 'virtual:captured-fixtures' {
  /** Every JSON file under test/fixtures/captured, keyed by its path there. */
  const fixtures: Record<string, unknown>;
  export default fixtures;
}

declare module 'virtual:all-stories' {
  /** Every stories module under stories/, keyed by its path. */
  const stories: Record<string, Record<string, unknown>>;
  export default stories;
}

declare module 'virtual:fc-settings' {
  /** FC_SEED and FC_RUNS from the environment of the test run, if set. */
  const settings: { seed?: number; runs?: number };
  export default settings;
}
