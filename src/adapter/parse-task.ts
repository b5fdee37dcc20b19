// A task of the tasks extension as the server reports it (CreateTaskResult, tasks/get), checked.
import { InputProtocolError, excerpt } from './errors.js';
import { isObject, type Json } from './inputs.js';
import type { TaskStatus } from './types.js';

const STATUSES = new Set<TaskStatus>(['working', 'input_required', 'completed', 'failed', 'cancelled']);

/** A task as the server reported it, checked. */
export interface Task {
  taskId: string;
  status: TaskStatus;
  statusMessage?: string;
  pollIntervalMs?: number;
  expiresAt?: number;
  raw: Json;
}

/** Reads a CreateTaskResult or a tasks/get result; anything else is the server breaking the extension. */
export function parseTask(value: unknown, expectedId?: string): Task {
  if (!isObject(value)) throw new InputProtocolError('The server answered with a task that is not an object.', value);
  const { taskId, status, statusMessage, pollIntervalMs, createdAt, ttlMs } = value;
  if (typeof taskId !== 'string' || !taskId) throw new InputProtocolError('The server answered with a task without a taskId.', value);
  if (expectedId !== undefined && taskId !== expectedId) {
    throw new InputProtocolError(`Asked about task ${excerpt(expectedId)}, the server answered about task ${excerpt(taskId)}.`, value);
  }
  if (typeof status !== 'string' || !STATUSES.has(status as TaskStatus)) {
    throw new InputProtocolError(`Task ${excerpt(taskId)} has status ${excerpt(JSON.stringify(status) ?? String(status))}, which the tasks extension does not define.`, value);
  }
  const created = typeof createdAt === 'string' ? Date.parse(createdAt) : NaN;
  return {
    taskId,
    status: status as TaskStatus,
    statusMessage: typeof statusMessage === 'string' ? statusMessage : undefined,
    pollIntervalMs: typeof pollIntervalMs === 'number' && Number.isFinite(pollIntervalMs) ? pollIntervalMs : undefined,
    expiresAt: typeof ttlMs === 'number' && Number.isFinite(created) ? created + ttlMs : undefined,
    raw: value,
  };
}
