// Loaded lazily, after the app's first render: the component registers the elements itself.
// #region component
import { useState } from 'react';
import { Elicitation } from 'mcp-elicit/react';
import type { ElicitRequestParams, ElicitResult } from 'mcp-elicit';

export function Question({ request }: { request: ElicitRequestParams }) {
  const [result, setResult] = useState<ElicitResult>();
  return (
    <>
      <Elicitation
        request={request}
        server={{ name: 'Help desk', origin: 'https://helpdesk.example.com' }}
        timeout={5 * 60_000}
        onResult={(event) => setResult(event.detail.result)}
      />
      {result && <output>{JSON.stringify(result)}</output>}
    </>
  );
}
// #endregion

export default Question;
