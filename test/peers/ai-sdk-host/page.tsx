// The chat page: React's `useChat` from `@ai-sdk/react`. Each assistant message is shown part by
// part: its text, its tool calls, and the MCP server's questions (`data-question` parts), which
// mcp-elicit/react shows inline, where the person reads the conversation. The answer goes to the
// relay's route; the server's next `data-question` part for the same id says how it ended.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport } from 'ai';
import { Elicitation } from '../../../src/react.js';
import type { ElicitResult, EndReason } from '../../../src/adapter/index.js';
import type { ChatMessage, QuestionData } from './messages.js';

const SERVER = { name: 'Help desk' };

/** What the person reads once a question ended. */
const ENDED: Record<EndReason, string> = {
  answered: 'Answered.',
  timeout: 'This question timed out, so the help desk was told you did not answer.',
  cancelled: 'The help desk withdrew this question.',
  gone: 'You left, so the help desk was told you did not answer.',
  'session-ended': 'The help desk’s session ended, so this question can no longer be answered.',
};

async function postAnswer(id: string, result: ElicitResult): Promise<string | undefined> {
  const response = await fetch('/mcp-elicit/relay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, result }) });
  return response.ok ? undefined : ((await response.json()) as { error: string }).error;
}

function Question({ question }: { question: QuestionData }) {
  const [problem, setProblem] = useState<string>();
  if (question.status !== 'open')
    return (
      <p className="question-ended" role="status">
        {ENDED[question.status]}
      </p>
    );
  return (
    <>
      <Elicitation
        request={question.params}
        server={SERVER}
        timeout={question.timeoutMs}
        onResult={(event) => {
          // The server keeps the deadline: when it passes, it ends the question itself.
          if (event.detail.reason !== 'timeout') void postAnswer(question.id, event.detail.result).then(setProblem);
        }}
      />
      {problem && <p role="alert">{problem}</p>}
    </>
  );
}

function Message({ message }: { message: ChatMessage }) {
  return (
    <article className={`message ${message.role}`} aria-label={message.role === 'user' ? 'You' : 'Assistant'}>
      {message.parts.map((part, index) => {
        if (part.type === 'text')
          return (
            <p key={index} className="text">
              {part.text}
            </p>
          );
        if (part.type === 'dynamic-tool')
          return (
            <p key={index} className="tool">
              Calling {part.toolName}…{part.state === 'output-available' ? ' done.' : ''}
            </p>
          );
        if (part.type === 'data-question') return <Question key={part.id ?? index} question={part.data} />;
        return null;
      })}
    </article>
  );
}

function Chat() {
  const { messages, sendMessage, status } = useChat<ChatMessage>({ transport: new DefaultChatTransport({ api: '/api/chat' }) });
  const [input, setInput] = useState('');
  return (
    <>
      <section aria-label="Conversation">
        {messages.map((message) => (
          <Message key={message.id} message={message} />
        ))}
      </section>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void sendMessage({ text: input });
          setInput('');
        }}
      >
        <label>
          Message <input value={input} onChange={(event) => setInput(event.target.value)} />
        </label>
        <button type="submit" disabled={status === 'streaming' || status === 'submitted'}>
          Send
        </button>
      </form>
    </>
  );
}

createRoot(document.getElementById('chat')!).render(<Chat />);
