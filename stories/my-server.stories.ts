// #region story
// stories/my-server.stories.ts
import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { question } from './support.js';
import captured from './my-server-request.json'; // the params, as on the wire

export default { title: 'My server' } satisfies Meta;
export const BookingForm: StoryObj = { render: () => question(captured, { server: { name: 'My server' } }) };
// #endregion
