// A React 19 host, three ways: the component loaded lazily after the first render; the raw tag
// (raw-question.tsx, which imports the library) once "Load the library" is pressed; and the raw tag
// rendered before the library loads (React then writes request="[object Object]": one warning,
// nothing shown, until a new request object arrives).
import { StrictMode, Suspense, lazy, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type {} from 'mcp-elicit/react-jsx';
import type { ElicitRequestParams, ElicitResult } from 'mcp-elicit';

/** The raw tag without importing the library: what a host gets that forgets `import 'mcp-elicit'`, until something else loads it. */
function EarlyQuestion({ request }: { request: ElicitRequestParams }) {
  const [result, setResult] = useState<ElicitResult>();
  return (
    <>
      <mcp-elicitation request={request} server={{ name: 'Help desk' }} onmcp-elicitation-result={(event) => setResult(event.detail.result)}></mcp-elicitation>
      {result && <output>{JSON.stringify(result)}</output>}
    </>
  );
}

const confirm = (message: string): ElicitRequestParams => ({
  message,
  requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Yes' } }, required: ['confirm'] },
});

const LazyQuestion = lazy(() => import('./question.js'));
const LazyRawQuestion = lazy(() => import('./raw-question.js'));

function App() {
  const [component, setComponent] = useState(false);
  const [library, setLibrary] = useState(false);
  const [early, setEarly] = useState(confirm('Early: rendered before the library loaded'));
  const loadLibrary = async () => {
    await import('./raw-question.js');
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
        <EarlyQuestion request={early} />
        <button onClick={loadLibrary}>Load the library</button>
        <button onClick={() => setEarly(confirm('Early, asked again after the library loaded'))}>Ask again</button>
      </section>
      <section id="raw">
        {library && (
          <Suspense fallback={<p>Loading…</p>}>
            <LazyRawQuestion request={confirm('Raw tag, library loaded')} />
          </Suspense>
        )}
      </section>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
