// The chat page of the AI SDK host (ai 7, @ai-sdk/react): the question inline in the assistant's
// message. The page that the tests run is test/peers/ai-sdk-host/page.tsx. Regions are copied by `npm run examples`.
// #region chatPage
import { useChat } from '@ai-sdk/react';
import { DefaultChatTransport, type UIMessage } from 'ai';
import { Elicitation } from 'mcp-elicit/react';
import type { ElicitRequestParams, ElicitResult } from 'mcp-elicit';

type QuestionData = { id: string; params: ElicitRequestParams; timeoutMs: number; status: string }; // as the route writes it
type ChatMessage = UIMessage<never, { question: QuestionData }>;

const postAnswer = (id: string, result: ElicitResult) =>
  fetch('/mcp-elicit/relay', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id, result }) });

function Question({ question }: { question: QuestionData }) {
  if (question.status !== 'open') return <p role="status">{question.status === 'answered' ? 'Answered.' : 'This question ended without an answer.'}</p>;
  return (
    <Elicitation
      request={question.params}
      server={{ name: 'Help desk', origin: 'https://helpdesk.example.com' }}
      timeout={question.timeoutMs}
      // The server keeps the deadline; every other ending (accept, decline, cancel) is posted.
      onResult={(event) => event.detail.reason !== 'timeout' && void postAnswer(question.id, event.detail.result)}
    />
  );
}

export function Chat() {
  const { messages } = useChat<ChatMessage>({ transport: new DefaultChatTransport({ api: '/api/chat' }) });
  return messages.map((message) => (
    <article key={message.id}>
      {message.parts.map((part, index) =>
        part.type === 'text' ? <p key={index}>{part.text}</p> : part.type === 'data-question' ? <Question key={part.id} question={part.data} /> : null,
      )}
    </article>
  ));
}
// #endregion
