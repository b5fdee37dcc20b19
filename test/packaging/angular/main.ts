// Angular, standalone and zoneless, compiled in the page (JIT); with the Angular CLI the component is
// the same, compiled ahead of time.
import '@angular/compiler';
import { bootstrapApplication } from '@angular/platform-browser';
import { provideZonelessChangeDetection } from '@angular/core';
// #region angular
import { CUSTOM_ELEMENTS_SCHEMA, Component, signal } from '@angular/core';
import 'mcp-elicit';
import type { ElicitRequestParams, ElicitResult, McpElicitationResultEvent } from 'mcp-elicit';

@Component({
  selector: 'app-question',
  schemas: [CUSTOM_ELEMENTS_SCHEMA],
  template: `
    <mcp-elicitation [request]="request" [server]="server" (mcp-elicitation-result)="onResult($event)"></mcp-elicitation>
    @if (result(); as answer) { <output>{{ json(answer) }}</output> }
  `,
})
export class QuestionComponent {
  request: ElicitRequestParams = {
    message: 'Close ticket T-1?',
    requestedSchema: { type: 'object', properties: { confirm: { type: 'boolean', title: 'Yes, close it' } }, required: ['confirm'] },
  };
  server = { name: 'Help desk' };
  result = signal<ElicitResult | undefined>(undefined);
  onResult(event: Event) {
    this.result.set((event as McpElicitationResultEvent).detail.result);
  }
  json = (value: unknown) => JSON.stringify(value);
}
// #endregion

bootstrapApplication(QuestionComponent, { providers: [provideZonelessChangeDetection()] }).catch((error) => console.error(error));
