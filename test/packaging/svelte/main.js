import { mount } from 'svelte';
import Question from './Question.svelte';

mount(Question, {
  target: document.body,
  props: {
    request: {
      message: 'Close ticket T-1?',
      requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Yes, close it' } }, required: ['confirm'] },
    },
  },
});
