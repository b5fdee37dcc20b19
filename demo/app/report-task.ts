// "Export the monthly report": a background task (2026-07-28). The page keeps the task (its id, and
// which questions were answered) in sessionStorage, so that a reload picks it up again and asks only
// what is still outstanding; the question itself keeps what the person typed (elicit's `persist`,
// in session.ts). A finished task is forgotten.
import type { McpResult, TaskProgress } from '../../src/adapter/index.js';
import type { AskOptions, HelpDeskSession } from './session.js';
import type { StartedTurn } from './turns.js';

/** Where the page keeps the monthly report's task between reloads (this tab only). */
const REPORT_KEY = 'helpdesk:report-task';
const FINAL = new Set(['completed', 'failed', 'cancelled']);

/** The task the page was following before the reload, if any. */
function storedTask(): TaskProgress | undefined {
  try {
    return JSON.parse(sessionStorage.getItem(REPORT_KEY) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps a task that goes on; forgets one that ended. */
function keepTask(task: TaskProgress): void {
  try {
    if (FINAL.has(task.status)) sessionStorage.removeItem(REPORT_KEY);
    else sessionStorage.setItem(REPORT_KEY, JSON.stringify(task));
  } catch {
    // Without storage the report still finishes; only a reload would lose track of it.
  }
}

/** What the page says while the report runs. */
const taskWords = (task: TaskProgress): string =>
  `Background task ${task.status === 'input_required' ? 'waiting for your answer' : task.status}${task.statusMessage ? `: ${task.statusMessage}` : ''}`;

type Start = (ask: AskOptions, onTask: (task: TaskProgress) => void) => Promise<McpResult>;

export interface ReportPage {
  /** Begins the report's turn in the transcript. */
  startTurn(session: HelpDeskSession, note?: string): StartedTurn;
  /** Whether the report runs changed (the page draws again). */
  changed(): void;
  /** The report ended, one way or another. */
  ended(): void;
}

export class MonthlyReport {
  /** The report is running in the background. */
  running = false;

  constructor(private readonly page: ReportPage) {}

  /** Starts the report for this month, as the person's own clock gives it. */
  start(session: HelpDeskSession): void {
    if (this.running) return;
    const month = new Date().toLocaleString('en', { month: 'long' });
    this.follow(session, (ask, onTask) => session.callRaw('export_monthly_report', { month }, { ...ask, onTask }));
  }

  /** After a reload: carries on with the report the page was following, if any. */
  resume(session: HelpDeskSession): void {
    const stored = storedTask();
    if (session.era !== '2026-07-28' || !stored?.taskId || this.running) return;
    const { taskId, answered = [] } = stored;
    this.follow(session, (ask, onTask) => session.resume(taskId, answered, { ...ask, onTask }), 'resumed after the page reloaded');
  }

  private follow(session: HelpDeskSession, start: Start, note?: string): void {
    this.running = true;
    this.page.changed();
    const { update, ask, settle } = this.page.startTurn(session, note);
    const onTask = (task: TaskProgress) => {
      keepTask(task);
      update({ task: taskWords(task) });
    };
    void settle(start(ask, onTask)).finally(() => {
      this.running = false;
      this.page.changed();
      this.page.ended();
    });
  }
}
