// The stories photographed a second time against the packed tarball installed in a consumer project
// (npm run test:visual -- --package), compared with the same baselines: what users install is what
// the pictures prove. Chosen to cover every element (the form, the link, the wrapper inline and as a
// dialog), every part the elements document (the run fails if one is never on screen), and every
// state: pristine, invalid, hovered, sent, declined, cancelled, timed out, counting down, unsupported,
// kept, asked again, warned, queued, from a task, narrow, right to left, themed, in another language.
export const PACKAGE_SUBSET = [
  'elicitation-form-mode--every-field-kind',
  'elicitation-form-mode--invalid-after-accept-attempt',
  'elicitation-form-mode--focus-and-hover',
  'elicitation-form-mode--secret-looking-field',
  'elicitation-form-mode--sent',
  'elicitation-form-mode--declined',
  'elicitation-form-mode--cancelled',
  'elicitation-form-mode--timed-out',
  'elicitation-form-mode--countdown-near-its-end',
  'elicitation-form-mode--unsupported',
  'elicitation-form-mode--very-long-message',
  'elicitation-form-mode--themed',
  'elicitation-choices--few-options-as-radios',
  'elicitation-choices--six-to-fifteen-in-a-select',
  'elicitation-choices--many-options-as-a-combobox',
  'elicitation-choices--many-options-multiple-choice',
  'elicitation-choices--answered-and-kept',
  'elicitation-choices--answered-and-kept-expanded',
  'elicitation-url-mode--https',
  'elicitation-url-mode--punycode-look-alike-host',
  'elicitation-url-mode--javascript-url',
  'elicitation-url-mode--asked-again',
  'elicitation-many-questions-and-background-tasks--second-of-three',
  'elicitation-many-questions-and-background-tasks--from-a-background-task',
  'elicitation-many-questions-and-background-tasks--arrived-while-typing',
  'elicitation-many-questions-and-background-tasks--three-at-once',
  'elicitation-small-screens-right-to-left-forced-colours--narrow-after-accept-attempt',
  'elicitation-small-screens-right-to-left-forced-colours--right-to-left',
  'elicitation-languages--locale-property',
];
