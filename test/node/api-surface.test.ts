import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

describe('the adapter entry (mcp-elicit/adapter)', () => {
  it('exports exactly its documented API', async () => {
    const adapter = await import('../../src/adapter/index.js');
    assert.deepEqual(Object.keys(adapter).sort(), [
      'InputProtocolError',
      'InputRetryError',
      'InputRoundsExceededError',
      'InvalidAnswerError',
      'MissingCapabilityError',
      'MissingInputHandlerError',
      'PROTOCOL_VERSION',
      'PendingTokenError',
      'TASKS_EXTENSION',
      'TaskCancelledError',
      'TaskConnectionError',
      'TaskFailedError',
      'callWithInputs',
      'checkAnswer',
      'checkAnswers',
      'clientCapabilities',
      'continueCall',
      'createElicitationHandler',
      'createMemoryBus',
      'createRedisBus',
      'createRelay',
      'createRelayHandler',
      'metaEnvelope',
      'openPending',
      'paramHeaders',
      'resumeTask',
      'sealPending',
      'startCall',
      'toNodeListener',
      'withParamHeaders',
    ]);
  });
});

describe('the testing entries that run in Node', () => {
  it('mcp-elicit/adapter/testing exports exactly scriptedAnswers and its error', async () => {
    assert.deepEqual(Object.keys(await import('../../src/testing/adapter.js')).sort(), ['AnswerDoesNotMatchSchemaError', 'scriptedAnswers']);
  });

  it('mcp-elicit/testing/playwright exports exactly the three verbs and their errors', async () => {
    assert.deepEqual(Object.keys(await import('../../src/testing/playwright.js')).sort(), ['AnswerError', 'AnswerRefusedError', 'answer', 'nextQuestion', 'readQuestion']);
  });

  it('mcp-elicit/testing/gallery exports exactly the gallery and its two helpers', async () => {
    assert.deepEqual(Object.keys(await import('../../src/testing/gallery/index.js')).sort(), ['describeRequest', 'gallery', 'galleryCase']);
  });
});
