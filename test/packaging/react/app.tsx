// A React 19 host, three ways: the component loaded lazily after the first render; the raw tag
// once the library is loaded; and the raw tag rendered before the library loads (React then writes
// request="[object Object]": one warning, nothing shown, until a new request object arrives).
// #region rawTag
import { useState } from 'react';
import type {} from 'mcp-elicit/react-jsx'; // <mcp-elicitation> in JSX: its properties and events, typed
import type { ElicitRequestParams, ElicitResult } from 'mcp-elicit';

function RawQuestion({ request }: { request: ElicitRequestParams }) {
  const [result, setResult] = useState<ElicitResult>();
  return (
    <>
      <mcp-elicitation
        request={request}
        server={{ name: 'Help desk' }}
        onmcp-elicitation-result={(event) => setResult(event.detail.result)}
      ></mcp-elicitation>
      {result && <output>{JSON.stringify(result)}</output>}
    </>
  );
}
// #endregion
import { StrictMode, Suspense, lazy } from 'react';
import { createRoot } from 'react-dom/client';

const confirm = (message: string): ElicitRequestParams => ({
  message,
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Yes' } }, required: ['confirm'] },
});

const LazyQuestion = lazy(() => import('./question.js'));

function App() {
  const [component, setComponent] = useState(false);
  const [library, setLibrary] = useState(false);
  const [early, setEarly] = useState(confirm('Early: rendered before the library loaded'));
  const loadLibrary = async () => {
    await import('mcp-elicit');
    setLibrary(true);
  };
  return (
    <>
      <section id="component">
        <button onClick={() => setComponent(true)}>Show the component</button>
        {component && (
          <Suspense fallback={<p>Loading…</p>}>
            <LazyQuestion request={confirm('Component, loaded after the first render')} />
          </Suspense>
        )}
      </section>
      <section id="early">
        <RawQuestion request={early} />
        <button onClick={loadLibrary}>Load the library</button>
        <button onClick={() => setEarly(confirm('Early, asked again after the library loaded'))}>Ask again</button>
      </section>
      <section id="raw">{library && <RawQuestion request={confirm('Raw tag, library loaded')} />}</section>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
