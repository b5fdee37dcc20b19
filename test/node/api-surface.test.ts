import { describe, it } from 'node:test';
import assert from 'node:assert/strict';

describe('the adapter entry (mcp-elicit/adapter)', () => {
  it('exports exactly its documented API', async () => {
    const adapter = await import('../../src/adapter/index.js');
    assert.deepEqual(Object.keys(adapter).sort(), [
      'InputProtocolError', 'InputRetryError', 'InputRoundsExceededError', 'MissingCapabilityError', 'MissingInputHandlerError',
      'PROTOCOL_VERSION', 'TASKS_EXTENSION', 'TaskCancelledError', 'TaskConnectionError', 'TaskFailedError', 'callWithInputs',
      'clientCapabilities', 'createElicitationHandler', 'metaEnvelope', 'resumeTask',
    ]);
  });
});
