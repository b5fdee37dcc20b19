// Picking up a task of the tasks extension that the host kept, after a reload or a crash.
import { metaEnvelope } from './envelope.js';
import { checkOptions, createAnswerer } from './inputs.js';
import { followTask } from './follow-task.js';
import { taskSettings } from './task-settings.js';
import type { CallWithInputsOptions, McpResult, Send } from './types.js';

/**
 * Continues following a task whose id the host kept (from `options.tasks.onTask`), e.g. after a
 * page reload or a crash: polls it, asks only what is still outstanding (pass the keys already
 * answered as `options.tasks.answered`), and settles with its outcome like `callWithInputs`.
 *
 * @example
 * ```ts source="examples/adapter.examples.ts#resumeTask"
 * import { elicit } from 'mcp-elicit';
 * import { resumeTask } from 'mcp-elicit/adapter';
 * import type { Send } from 'mcp-elicit/adapter';
 *
 * declare const send: Send; // your transport: one JSON-RPC request in, its result out (a few lines of fetch, or an SDK client: see "callWithInputs and the SDKs")
 * declare const messageElement: HTMLElement; // where the chat shows this call, for the question to appear inline
 *
 * const stored = JSON.parse(sessionStorage.getItem('report-task') ?? 'null');
 * if (stored) {
 *   const result = await resumeTask(send, stored.taskId, {
 *     elicit: (params, ctx) => elicit(params, { container: messageElement, task: ctx.task, persist: { key: `${stored.taskId}:${ctx.key}` } }),
 *     tasks: { answered: stored.answered, onTask: (task) => sessionStorage.setItem('report-task', JSON.stringify(task)) },
 *   });
 * }
 * ```
 */
export function resumeTask(send: Send, taskId: string, options: CallWithInputsOptions): Promise<McpResult> {
  if (typeof taskId !== 'string' || !taskId) return Promise.reject(new TypeError('resumeTask: taskId must be the id the server gave the task (a non-empty string).'));
  try {
    const maxRounds = checkOptions('resumeTask', send, options);
    // Resuming a task declares the extension, whether or not the caller passed `tasks`.
    const following = { ...options, tasks: options.tasks || true };
    const settings = taskSettings(following.tasks, 'resumeTask');
    const envelope = following.envelope === false ? undefined : metaEnvelope(following);
    return followTask(send, taskId, { options: following, settings, answerer: createAnswerer(following), envelope, maxRounds });
  } catch (error) {
    return Promise.reject(error);
  }
}
