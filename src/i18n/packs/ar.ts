import type { Strings } from '../strings.js';
import { durationIn, iso, numberIn, pluralIn } from './intl.js';

const num = numberIn('ar');
const plural = pluralIn('ar');
const characters = (n: number) =>
  plural(n, { zero: `${num(n)} حرف`, one: 'حرفًا واحدًا', two: 'حرفين', few: `${num(n)} أحرف`, many: `${num(n)} حرفًا`, other: `${num(n)} حرف` });

const ar: Strings = {
  serverAsks: (server) => `يسأل ${iso(server)}`,
  unknownServer: 'خادم MCP مجهول الهوية',
  noMessage: 'لم يذكر الخادم سبب السؤال.',
  moreOfMessage: (shown, total) => `عرض المزيد من الرسالة (عُرض ${num(shown)} من ${num(total)} حرفًا)`,
  queuePosition: (position, total) => `${num(position)} من ${num(total)}`,
  fromTask: (status) => (status ? `من مهمة في الخلفية: ${iso(status)}` : 'من مهمة في الخلفية'),
  newQuestion: 'سؤال جديد',
  questionArrived: (asks, message) => `سؤال جديد. ${asks}: ${iso(message)}`,

  accept: 'قبول',
  decline: 'رفض',
  cancel: 'إلغاء',

  required: '(مطلوب)',
  optionalChoice: 'بلا إجابة',
  chooseOne: 'اختر…',
  showOptions: (label) => `عرض خيارات ${iso(label)}`,
  noMatches: 'لا يوجد خيار يطابق ما كتبته.',
  matchCount: (n) =>
    n === 0
      ? 'لا يوجد خيار مطابق'
      : plural(n, { one: 'خيار واحد مطابق', two: 'خياران مطابقان', few: `${num(n)} خيارات مطابقة`, many: `${num(n)} خيارًا مطابقًا`, other: `${num(n)} خيار مطابق` }),
  chosenFor: (label) => `المختار في ${iso(label)}`,
  removeChoice: (option) => `إزالة ${iso(option)}`,
  secretWarning:
    'يبدو هذا سرًّا (كلمة مرور أو مفتاحًا أو رمزًا مميزًا أو رقم بطاقة). لا يجوز لخوادم MCP أن تطلب الأسرار في نموذج؛ فالخادم الموثوق يوجّهك بدلًا من ذلك إلى صفحة تسجيل الدخول الخاصة به. فكّر مليًّا قبل أن تكتبه هنا.',
  timeZone: (zone, offset) => `بحسب منطقتك الزمنية، ${iso(zone)} (${iso(offset)}).`,

  errorSummaryTitle: (n) =>
    plural(n, {
      one: 'هناك مشكلة واحدة يجب إصلاحها قبل القبول',
      two: 'هناك مشكلتان يجب إصلاحهما قبل القبول',
      few: `هناك ${num(n)} مشكلات يجب إصلاحها قبل القبول`,
      many: `هناك ${num(n)} مشكلة يجب إصلاحها قبل القبول`,
      other: `هناك ${num(n)} مشكلة يجب إصلاحها قبل القبول`,
    }),
  errorPrefix: 'خطأ:',
  requiredText: 'أدخل قيمة',
  requiredNumber: 'أدخل رقمًا',
  requiredDate: 'أدخل تاريخًا',
  requiredDateTime: 'أدخل تاريخًا ووقتًا',
  requiredChoice: 'اختر أحد الخيارات',
  requiredEmail: 'أدخل عنوان بريد إلكتروني',
  requiredUri: 'أدخل عنوان موقع ويب',
  minLength: (n) => `أدخل ${characters(n)} على الأقل`,
  maxLength: (n) => `أدخل ${characters(n)} على الأكثر`,
  email: `أدخل عنوان بريد إلكتروني مثل ${iso('name@example.com')}`,
  uri: `أدخل عنوان ويب كاملًا مثل ${iso('https://example.com')}`,
  date: 'أدخل تاريخًا صحيحًا',
  dateTime: 'أدخل تاريخًا ووقتًا صحيحين',
  notANumber: `أدخل رقمًا، مثل ${num(12)} أو ${num(3.5)}`,
  notAnInteger: `أدخل عددًا صحيحًا، مثل ${num(12)}`,
  unsafeInteger: 'هذا الرقم أكبر من أن يُرسل بدقة؛ أدخل رقمًا أصغر',
  minimum: (n) => `أدخل ${num(n)} أو أكثر`,
  maximum: (n) => `أدخل ${num(n)} أو أقل`,
  notAnOption: 'اختر أحد الخيارات المدرجة',
  minItems: (n) => `اختر ${num(n)} على الأقل`,
  maxItems: (n) => `اختر ${num(n)} على الأكثر`,
  validatorFailed: 'تعذّر التحقق من إجاباتك، لذلك لم تُرسل. يمكنك الرفض أو الإلغاء.',
  checking: 'جارٍ التحقق من إجاباتك…',

  unsupportedTitle: 'لا يمكن عرض هذا الطلب',
  unsupportedIntro: 'طلب الخادم شيئًا لا يستطيع هذا النموذج عرضه، لذا لا يمكن قبوله هنا. يمكنك الرفض أو الإلغاء.',
  notAnObject: 'الطلب ليس كائن JSON.',
  notJson: (reason) => `السمة request ليست JSON صالحًا (${iso(reason)}).`,
  noSchema: 'لا يحتوي الطلب على requestedSchema يصف ما يُسأل عنه.',
  schemaNotObject: 'المخطط المطلوب ليس من النوع "object".',
  noProperties: 'لا يذكر المخطط المطلوب أي خصائص للسؤال عنها.',
  nestedObject: (f) => `"${iso(f)}" كائن متداخل؛ لا يمكن السؤال إلا عن حقول بسيطة.`,
  arrayOfObjects: (f) => `"${iso(f)}" قائمة كائنات؛ لا يمكن السؤال إلا عن قوائم خيارات.`,
  unsupportedArray: (f) => `"${iso(f)}" قائمة بلا مجموعة ثابتة من الخيارات.`,
  unknownType: (f, t) => `"${iso(f)}" من النوع "${iso(t)}"، وهو نوع لا تسمح به نماذج MCP.`,
  noOptions: (f) => `"${iso(f)}" لا يقدّم خيارات للاختيار منها.`,
  badKeyword: (f, k) => `"${iso(f)}" يعطي "${iso(k)}" قيمة من نوع خاطئ، فلا يستطيع النموذج التحقق مما قصده الخادم.`,
  notAField: (f) => `"${iso(f)}" غير موصوف بكائن مخطط.`,
  unknownMode: (m) => `يستخدم الطلب الوضع "${iso(m)}"، وهو ليس نموذجًا ولا عنوان URL.`,
  formInUrl: `هذا الطلب نموذج، وعنصر الموافقة على الروابط لا يعرض النماذج (استخدم ${iso('<mcp-elicitation>')}).`,
  urlInForm: `يريد هذا الطلب فتح صفحة ويب، وعنصر النموذج لا يعرض ذلك (استخدم ${iso('<mcp-elicitation>')}).`,

  resultAccepted: 'لقد قبلت. أُرسلت إجاباتك.',
  resultDeclined: 'لقد رفضت. لم تتم مشاركة أي شيء.',
  resultCancelled: 'أُلغي. لم تتم مشاركة أي شيء.',
  resultTimedOut: 'انتهى الوقت، فأُلغي الطلب. لم تتم مشاركة أي شيء.',
  resultAborted: 'سُحب هذا الطلب. لم تتم مشاركة أي شيء.',
  showQuestion: 'عرض السؤال',
  answerYes: 'نعم',
  answerNo: 'لا',
  noneChosen: 'لا شيء',
  hiddenValue: 'مخفي (يبدو سرًّا)',

  countdown: (time) => `الوقت المتبقي: ${time}`,
  countdownAnnouncement: (time) => `بقي ${time} للإجابة`,
  moreTime: 'مزيد من الوقت',
  duration: durationIn('ar'),

  urlIntro: 'يريد الخادم فتح هذه الصفحة في متصفحك:',
  openHost: (host) => `فتح ${iso(host)}`,
  openAgain: (host) => `فتح ${iso(host)} مرة أخرى`,
  urlOpened: (host) => `فتحت ${iso(host)} في علامة تبويب جديدة. أكمل هناك ثم عد.`,
  urlRepeatedIntro: 'ما زال الخادم ينتظر هذه الصفحة. إن كنت قد انتهيت هناك فأخبره بذلك؛ وإن أغلقتها مبكرًا فافتحها مرة أخرى:',
  urlFinishedButton: 'انتهيت',
  urlFinished: 'قلت إنك انتهيت. سيتحقق الخادم من ذلك، وقد يسأل مرة أخرى.',
  urlRefused: 'لن يُفتح هذا الرابط حفاظًا على أمانك. يمكنك الرفض أو الإلغاء.',
  urlUnparsable: 'أرسل الخادم شيئًا ليس عنوان ويب صالحًا.',
  urlScheme: (scheme) => `الروابط التي تبدأ بـ ${iso(scheme)} قد تشغّل شيفرة أو تقرأ ملفات؛ لا يمكن فتح إلا صفحات https وhttp.`,
  warningsTitle: 'تحقّق قبل الفتح',
  warnHttp: 'هذه الصفحة غير مشفّرة (http وليس https). يمكن لأي شخص على شبكتك قراءتها أو تغييرها.',
  warnPunycode: (unicode, ascii) => `يستخدم العنوان أحرفًا دولية. يظهر بالشكل "${iso(unicode)}" لكن اسمه الحقيقي "${iso(ascii)}".`,
  warnConfusable: (looksLike) => `صُمّم العنوان ليبدو مثل "${iso(looksLike)}"، لكنه موقع آخر.`,
  warnMixedScript: (label) => `يخلط "${iso(label)}" بين حروف من أبجديات مختلفة، وهي حيلة شائعة لتقليد موقع معروف.`,
  warnCredentials: 'يحمل العنوان اسم مستخدم أو كلمة مرور. الخادم الموثوق لا يضع بيانات الدخول في رابط أبدًا.',
  warnIpHost: 'العنوان رقم IP مجرّد وليس موقعًا له اسم، فلا يمكنك معرفة من يديره.',
  warnDisguisedHost: (written, host) => `يكتب العنوان موقعه على أنه "${iso(written)}"، لكنه يقود فعليًا إلى ${iso(host)}.`,
  warnOtherSite: (target, server) => `هذه الصفحة على ${iso(target)}، لكن الطلب جاء من ${iso(server)}.`,
  warnBidi: 'احتوى النص على أحرف غير مرئية تغيّر اتجاه الكتابة؛ تظهر بالشكل [U+…] ليكون الترتيب الذي تقرؤه هو الترتيب الحقيقي.',
  hostLabel: 'الموقع:',
  serverOriginLabel: (origin) => `عنوان الخادم: ${iso(origin)}`,
};

export default ar;
