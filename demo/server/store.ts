// The help desk's data: tickets and customers in one JSON file that survives a restart.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface HistoryEntry {
  at: string;
  text: string;
}

export interface Ticket {
  id: string;
  title: string;
  customer: { name: string; email: string };
  status: 'open' | 'closed';
  assignee?: string;
  priority?: string;
  history: HistoryEntry[];
}

export interface Customer {
  name: string;
  email: string;
  createdAt: string;
}

export interface HelpDeskData {
  tickets: { [id: string]: Ticket };
  customers: Customer[];
}

/** The help desk's agents: enough of them that the picker is a list to search, as in a real team. */
export const AGENTS = [
  'Nour',
  'Sam',
  'Priya',
  'Ada Okafor',
  'Aiko Tanaka',
  'Amélie Laurent',
  'Anders Lindqvist',
  'Beatriz Souza',
  'Björn Ólafsson',
  'Chen Wei',
  'Chiara Russo',
  'Dmitri Volkov',
  'Émile Girard',
  'Fatima Zahra',
  'Fernando Núñez',
  'Grace Mensah',
  'Hana Kowalski',
  'Ingrid Solberg',
  'Isabel Duarte',
  'Jamal Haddad',
  'José Álvarez',
  'Kofi Boateng',
  'Lena Schäfer',
  'Lucía Fernández',
  'Mateo Rossi',
  'Mei Lin',
  'Nadia Petrova',
  'Niamh O’Brien',
  'Oluwaseun Adeyemi',
  'Pablo Ibáñez',
  'Ravi Menon',
  'Sofía Herrera',
  'Søren Dahl',
  'Tariq Aziz',
  'Thảo Nguyễn',
  'Ursula Brandt',
  'Valentina Costa',
  'Yusuf Demir',
  'Zoë Müller',
].map((name) => ({ id: name.split(' ')[0].normalize('NFD').replace(/\p{M}/gu, '').toLowerCase(), name }));

export function seedData(now = new Date().toISOString()): HelpDeskData {
  const ticket = (id: string, title: string, name: string, email: string): Ticket => ({
    id,
    title,
    customer: { name, email },
    status: 'open',
    history: [{ at: now, text: 'Opened' }],
  });
  return {
    tickets: {
      'T-1': ticket('T-1', 'Printer is on fire', 'Ada Lovelace', 'ada@example.com'),
      'T-2': ticket('T-2', 'Cannot log in after password reset', 'Grace Hopper', 'grace@example.com'),
      'T-3': ticket('T-3', 'Refund for a double charge', 'Alan Turing', 'alan@example.com'),
      'T-4': ticket('T-4', 'Please add a dark mode', 'Katherine Johnson', 'katherine@example.com'),
    },
    customers: [
      { name: 'Ada Lovelace', email: 'ada@example.com', createdAt: now },
      { name: 'Grace Hopper', email: 'grace@example.com', createdAt: now },
    ],
  };
}

/**
 * One JSON file under a data folder. Writes are serialised and atomic (a temporary file renamed
 * over the old one), so a crash mid-write never leaves half a file.
 */
export class Store {
  private queue: Promise<unknown> = Promise.resolve();

  private constructor(
    private readonly file: string,
    private current: HelpDeskData,
  ) {}

  /** Opens the store in `dir`, seeding it when it is new, unreadable, or `reset` is asked for. */
  static async open(dir: string, options: { reset?: boolean } = {}): Promise<Store> {
    await mkdir(dir, { recursive: true });
    const file = join(dir, 'helpdesk.json');
    let data: HelpDeskData | undefined;
    if (!options.reset) {
      try {
        data = JSON.parse(await readFile(file, 'utf8')) as HelpDeskData;
        if (typeof data?.tickets !== 'object' || !Array.isArray(data?.customers)) data = undefined;
      } catch {
        data = undefined;
      }
    }
    const store = new Store(file, data ?? seedData());
    if (!data) await store.write();
    return store;
  }

  /** A snapshot of the data (a copy: change it only through `update`). */
  get data(): HelpDeskData {
    return structuredClone(this.current);
  }

  ticket(id: string): Ticket | undefined {
    return Object.hasOwn(this.current.tickets, id) ? structuredClone(this.current.tickets[id]) : undefined;
  }

  /** Applies `change` to the data and saves it; changes apply one at a time, in order. */
  update<T>(change: (data: HelpDeskData) => T): Promise<T> {
    const next = this.queue.then(async () => {
      const draft = structuredClone(this.current);
      const result = change(draft);
      this.current = draft;
      await this.write();
      return result;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async write(): Promise<void> {
    const temporary = `${this.file}.${process.pid}.tmp`;
    await writeFile(temporary, `${JSON.stringify(this.current, null, 2)}\n`);
    await rename(temporary, this.file);
  }
}
