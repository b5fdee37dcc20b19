// The raw tag in JSX, as React's page shows it: loaded lazily by app.tsx once "Load the library" is pressed.
// #region rawTag
import { useState } from 'react';
import 'mcp-elicit'; // defines <mcp-elicitation>: without this import the tag stays an empty element
import type {} from 'mcp-elicit/react-jsx'; // <mcp-elicitation> in JSX: its properties and events, typed
import type { ElicitRequestParams, ElicitResult } from 'mcp-elicit';

export function RawQuestion({ request }: { request: ElicitRequestParams }) {
  const [result, setResult] = useState<ElicitResult>();
  return (
    <>
      <mcp-elicitation request={request} server={{ name: 'Help desk' }} onmcp-elicitation-result={(event) => setResult(event.detail.result)}></mcp-elicitation>
      {result && <output>{JSON.stringify(result)}</output>}
    </>
  );
}
// #endregion

export default RawQuestion;
