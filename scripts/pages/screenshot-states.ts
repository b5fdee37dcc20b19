// The page `npm run screenshot` photographs for the README's accessibility pictures: a form after a
// failed accept and a risky link, as the person sees them on a phone, right to left, and in
// Windows high contrast. Bundled by esbuild; `?dir=rtl` mirrors it.
import '../../src/index.js';
import { kitchenSink } from '../../demo/kitchen-sink.js';

const rtl = new URL(location.href).searchParams.get('dir') === 'rtl';
document.documentElement.dir = rtl ? 'rtl' : 'ltr';
document.documentElement.lang = rtl ? 'ar' : 'en';
document.body.style.cssText = 'margin: 0; padding: 8px; display: grid; gap: 12px; font: 16px system-ui';

const form = document.createElement('mcp-elicitation');
form.server = { name: rtl ? 'مكتب المساعدة' : 'Help desk', origin: 'https://helpdesk.example.com' };
form.request = rtl
  ? {
      message: 'يرجى تأكيد بيانات الاتصال الخاصة بك.',
      requestedSchema: {
        type: 'object',
        properties: {
          name: { type: 'string', title: 'الاسم الكامل', description: 'كما هو مكتوب في بطاقة الهوية.' },
          email: { type: 'string', format: 'email', title: 'البريد الإلكتروني' },
          topics: { type: 'array', title: 'المواضيع', items: { anyOf: [{ const: 'billing', title: 'الفواتير' }, { const: 'support', title: 'الدعم' }] } },
        },
        required: ['name', 'email'],
      },
    }
  : kitchenSink;
const link = document.createElement('mcp-elicitation');
link.server = form.server;
link.request = { mode: 'url', message: 'Sign in to connect billing.', url: 'http://xn--pple-43d.com/signin' };
document.body.append(form, link);

// A failed accept, so the summary and the errors are on show; then the page says it is ready.
await form.ready;
await link.ready;
const inner = form.shadowRoot!.querySelector('.question')!.shadowRoot!;
inner.querySelector<HTMLButtonElement>('[part~="accept-button"]')!.click();
for (let i = 0; i < 100 && !inner.querySelector('[part~="error-summary"]'); i++) await new Promise((r) => setTimeout(r, 10));
document.body.dataset.ready = 'true';
