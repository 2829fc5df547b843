/**
 * Scam warnings in chat: the rules that decide whether a message warns its recipient.
 *
 * Two kinds of message are the start of most rental and sale frauds in Kenya: a request for money
 * before the person has seen the property (a 'viewing fee', a deposit to 'hold' the house, an M-Pesa
 * till or paybill number) and a move of the conversation off the platform (WhatsApp, Telegram, a
 * phone number, an e-mail address, 'deal outside the site'), where nothing is moderated. A message
 * of either kind sent before any viewing shows its recipient a calm warning; the sender never sees
 * it. The rules read English, Swahili and Sheng, after `normaliseForScamRules` has undone the usual
 * disguises (diacritics, digits written with spaces or dots, 'O' for 0 and 'l' for 1, digits
 * spelled in words, '[at]' for '@', letters spaced out).
 *
 * Precision matters as much as recall: talk about price, rent, the deposit as a term of the lease,
 * a mortgage, a buyer asking how to pay or offering to pay after the viewing, does not warn. The
 * corpus in test/scam-corpus.ts measures both (README, 'Scam warnings').
 *
 * "Before any viewing": there is no viewing feature yet (issue 27 adds it), so every conversation
 * counts as before a viewing. The caller passes the conversation's state; once a viewing has been
 * held, deposits and phone numbers are ordinary business and only a 'viewing fee' still warns.
 */

export type ScamKind = 'payment_request' | 'off_platform';

/** Which rule fired: kept with the message for the recipient's wording and for moderators. */
export type ScamReason =
  | 'viewing_fee'
  | 'till_or_paybill'
  | 'deposit'
  | 'send_money'
  | 'messaging_app'
  | 'phone_number'
  | 'email'
  | 'phone_call'
  | 'off_site_deal';

export interface ScamWarning {
  kind: ScamKind;
  reason: ScamReason;
}

export const SCAM_KINDS: readonly ScamKind[] = ['payment_request', 'off_platform'];
export const SCAM_REASONS: readonly ScamReason[] = [
  'viewing_fee',
  'till_or_paybill',
  'deposit',
  'send_money',
  'messaging_app',
  'phone_number',
  'email',
  'phone_call',
  'off_site_deal',
];

const KIND_OF: Record<ScamReason, ScamKind> = {
  viewing_fee: 'payment_request',
  till_or_paybill: 'payment_request',
  deposit: 'payment_request',
  send_money: 'payment_request',
  messaging_app: 'off_platform',
  phone_number: 'off_platform',
  email: 'off_platform',
  phone_call: 'off_platform',
  off_site_deal: 'off_platform',
};

/** What the rules know of the conversation a message belongs to. */
export interface ConversationState {
  /** A viewing has taken place between the two people (issue 27's viewings); false until then. */
  viewingHeld: boolean;
}

/** A conversation in which no viewing has taken place yet (the default where none was read). */
export const BEFORE_VIEWING: ConversationState = { viewingHeld: false };

/** Reasons that warn even after a viewing: nobody legitimately charges to show a property. */
const ALWAYS: ReadonlySet<ScamReason> = new Set(['viewing_fee']);

// ---------------------------------------------------------------------------------------------
// Normalisation

const DIGIT_WORDS: Record<string, string> = {
  zero: '0', oh: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9',
  sifuri: '0', moja: '1', mbili: '2', tatu: '3', nne: '4', tano: '5', sita: '6', saba: '7', nane: '8', tisa: '9',
};
/** Spelled-out digits this many in a row (and more) are read as a number: 'sifuri saba moja mbili…'. */
const MIN_SPELLED_DIGITS = 6;

/** Words a sender spaces out to slip past a filter ('w h a t s a p p'); joined again when they spell one. */
const SPACED_WORDS = new Set(['whatsapp', 'watsap', 'watsapp', 'wasap', 'telegram', 'mpesa', 'paybill', 'till', 'deposit', 'email']);

/** A Kenyan mobile number once its separators are gone: 07…, 01…, +2547…, 2541…. */
const PHONE = /^(?:\+?254|0)[17]\d{8}$/;

export interface NormalisedMessage {
  /** Lower case, without diacritics, with disguised numbers and addresses written plainly. */
  text: string;
  /** The phone numbers found, as digits. */
  phones: string[];
  /** The e-mail addresses found. */
  emails: string[];
}

function readSpelledDigits(text: string): string {
  const tokens = text.split(/([^a-z0-9]+)/).filter(Boolean);
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    const trailing: string[] = [];
    while (run.length > 0 && DIGIT_WORDS[run[run.length - 1]!] === undefined) trailing.unshift(run.pop()!);
    const digits = run.filter((token) => DIGIT_WORDS[token] !== undefined).map((token) => DIGIT_WORDS[token]);
    if (digits.length >= MIN_SPELLED_DIGITS) {
      let number = digits.join('');
      // 'seven one two … with a zero in front': nine digits of a mobile number.
      if (/^[17]\d{8}$/.test(number)) number = `0${number}`;
      out.push(number);
    } else out.push(...run);
    out.push(...trailing);
    run = [];
  };
  for (const token of tokens) {
    if (DIGIT_WORDS[token] !== undefined || (run.length > 0 && /^[\s,.;:-]+$/.test(token))) run.push(token);
    else {
      flush();
      out.push(token);
    }
  }
  flush();
  return out.join('');
}

/** Runs of digits (or O, l, I standing in for them) broken by spaces, dots, dashes or brackets. */
const DIGIT_RUN = /(?<![a-z0-9])\+?[0-9oli(](?:[\s.\-()/]{0,3}[0-9oli]){8,14}(?![a-z0-9])/g;

export function normaliseForScamRules(input: string): NormalisedMessage {
  let text = input
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase()
    .replace(/[’`´]/g, "'");
  // Addresses written to dodge a filter: name [at] gmail [dot] com.
  text = text.replace(/\s*[[(]\s*at\s*[\])]\s*/g, '@').replace(/\s*[[(]\s*dot\s*[\])]\s*/g, '.');
  // Letters spaced out: 'w h a t s a p p'.
  text = text.replace(/\b(?:[a-z][\s.]){3,}[a-z]\b/g, (run) => {
    const word = run.replace(/[\s.]/g, '');
    return SPACED_WORDS.has(word) ? word : run;
  });
  text = readSpelledDigits(text);

  const phones: string[] = [];
  text = text.replace(DIGIT_RUN, (run) => {
    const digits = run.replace(/[\s.\-()/]/g, '').replace(/o/g, '0').replace(/[li]/g, '1');
    // Letters alone ('illo') are not a number: some of it must be real digits.
    if ((run.match(/\d/g)?.length ?? 0) < 3) return run;
    const number = digits.startsWith('(') ? digits.slice(1) : digits;
    if (!PHONE.test(number)) return run;
    phones.push(number);
    return ` ${number} `;
  });
  text = text.replace(/\s+/g, ' ').trim();
  const emails = text.match(/[\w.+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/g) ?? [];
  return { text, phones, emails };
}

// ---------------------------------------------------------------------------------------------
// The rules

/** A sum of money: 'KES 1,000', 'ksh.700', '500 bob', '2k', '1500/=', 'elfu mbili', 'thao', 'mbao'. */
const AMOUNT =
  /(?:\b(?:kes|kshs?|sh|shs)\.?\s?\d|\b\d[\d,.]*\s?(?:k|bob|\/=|kes|kshs?|shillings?|shilingi)\b|\b(?:shilingi|shillings?)\s+\d|\bshilingi\s+(?:elfu|mia)\b|\b(?:elfu|thao|ngiri|mbao|doo|soo|mia)\b)/;
/** A plain number after a payment verb: 'pay 1000', 'tuma ka 500'. */
const BARE_SUM = /\b\d[\d,]+\b/;

/** Asking for money: English and Swahili verbs (Swahili by their stems, which take prefixes). */
const PAY_VERB =
  /\b(?:pay|send|transfer|wire|(?:kindly|please|pls) deposit|remit|make (?:\w+ ){0,2}payment|m-?pesa me|lipa|lipia|tuma|tumia|weka|fanya malipo)\b|\b\w*(?:lip[aei]|tum[ai]e?|tuma)\b/;
/** A payment verb with nothing after it but the time or the reason: 'lipa ndio…', 'pay it now'. */
const BARE_PAY = /(?:^|[,;:] |\band |\bthen )(?:lipa|lipia|pay(?: it)?|tuma|send it)\b/;
/** Words that show the speaker pays, later or themselves: 'I will pay', 'nitalipa', 'can I pay'. */
const SELF_PAYS =
  /\b(?:i|we)(?: will| would| can| could| shall| only|'ll|'d)? (?:\w+ )?pay\b|\b(?:can|could|may|should|do|shall) (?:i|we)\b|\b(?:nita|tuta|nime|tume|nili|tuli|tuna|nina)\w*(?:lip|tum)|\b(?:naweza|tunaweza)\b|\bwhat payment|\bhow (?:do|can|should) (?:i|we) pay/;
/** Negated requests: 'do not send money', 'never pay', 'usitume'. */
const NEGATED = /(?:\bdo not|\bdon't|\bnever|\bno need to|\bhakuna haja ya|\bnot)\s+(?:\w+\s+){0,2}$/;
/** Money after the viewing or at signing: an ordinary term of a lease or sale. */
const AFTER_VIEWING =
  /\bafter (?:the |a |you |i |we )?(?:viewing|view|see|seeing|seen|have seen|visit)|\bonce (?:i|you|we)(?:'ve| have)? (?:seen|viewed|visited)|\bbaada ya (?:ku\w*ona|kutembelea)|\b(?:nikisha|ukisha|tukisha|nikii|ukii)\w*ona\b|\b(?:when|after|once) (?:you|we|i) sign|\bafter signing|\bon signing|\bat signing|\bukisign|\bwakati wa kusaini|\bnikisign/;

/** What money is for: a deposit or a hold (reason `deposit`) or any other sum (`send_money`). */
const DEPOSIT_WORDS = /\b(?:deposit|amana|booking|reservation|reserve|holding|hold it|commitment|token payment|kushikilia|kuhifadhi|nikushikie|nikuwekee)\b/;
const MONEY_WORDS =
  /\b(?:money|cash|pesa|fee|fees|charges?|rent|kodi|ada|amount|payment|malipo|m-?pesa|doo|mbao|thao|ngiri|elfu|funds?)\b/;

/** Seeing the property: 'viewing', 'site visit', 'kuona nyumba', 'open the house for you'. */
const VIEWING_WORDS =
  /\b(?:viewings?|view|site visit|visit|kuona|kuiona|kutembelea|kuangalia|open the (?:house|door|gate)|show you|nikushow|kufungulia|nikufungulie|akufungulie|afungue|kufungua|key holder)\b/;
const FEE_WORDS = /\b(?:fee|fees|charges?|ada|cost)\b/;
/** 'viewing is free', 'we never ask for viewing fees', 'kuona ni bure'. */
const FREE_VIEWING = /\b(?:free|bure|bila malipo|no (?:viewing )?fee)\b|\bnever (?:ask|charge)|\bhatutozi\b/;
const REQUIRES = /\b(?:requires?|required|needs?|wants|attract|inahitaji|unahitaji|anataka|anadai|unalipa|payable)\b/;

const TILL =
  /\btill\s*(?:number|no\b\.?|num\b|#)|\btill\s*[:#]?\s*(?:\d[\s.]?){5,}|\b(?:namba|nambari|number) ya till\b|\bpay ?bill\b|\bbuy goods\b|\blipa na m-?pesa\b/;
const ASKING_FOR_DETAILS = /\b(?:do you have|what is your|what's your|is there a|mna|una) (?:a )?(?:paybill|till)\b/;

const APPS = /\b(?:whats ?app|whatsap+|watsap+|wats ?app|wasap+|telegram|wa\.me|t\.me|viber|imo)\b|\b(?:on|kwa|via) (?:wa|signal)\b|\bsignal app\b/;
const SOCIAL = /\b(?:dm|inbox|message|text|reach|follow|find) me (?:on|kwa|via) (?:instagram|facebook|fb|ig|tiktok|messenger|x|twitter)\b|\b(?:dm|inbox) me\b/;
/** 'saw it in a WhatsApp group', 'no need to move to WhatsApp', 'sitaki WhatsApp'. */
const APP_MENTIONED_ONLY =
  /\b(?:saw|seen|shared|found|niliona|imeshare\w*|no need|don't|do not|not|never|sina|situmii|sitaki|hakuna haja)\b[^.?!]{0,30}$/;
/** 'a WhatsApp group', 'my WhatsApp is not working': the app named, the talk not moved. */
const APP_GROUP = /^\s*(?:group|status|groups)\b|^\s*(?:is|iko)?\s*(?:not working|down|haifanyi|imekataa|haiwork)\b/;

const EMAIL_ASK = /\b(?:e-?mail|barua pepe)\b[^.?!]{0,20}\b(?:me|yangu|niandikie)\b|\b(?:e-?mail|mail) me\b|\b(?:send|write) (?:me )?(?:an? )?e-?mail\b|\bnitumie (?:barua pepe|e-?mail)\b|\bmy e-?mail\b/;

const PHONE_CALL =
  /\b(?:your|yako)\s+(?:phone\s+|mobile\s+|simu\s+)?(?:number|namba|nambari)\b|\bnamba yako\b|\b(?:tuongee|tuwasiliane|tuzungumze|ongea|talk|speak)\b[^.?!]{0,30}\b(?:kwa simu|on (?:the )?phone|by phone|over the phone)\b|\b(?:call|ring|phone) me (?:on|at|directly|anytime|via)\b|\bgive me a (?:call|ring)\b|\bnipigie (?:kwa|kwenye|kupitia|simu)\b|\bpiga simu\b/;

const OFF_SITE =
  /\b(?:outside|off) (?:of )?(?:the |this )?(?:site|platform|app|website)\b|\bnje ya (?:tovuti|site|app|mtandao|jukwaa)\b|\b(?:deal|pay|talk|transact) direct(?:ly)?\b|\btudeal direct\b|\btake this (?:conversation|chat) (?:off|elsewhere)\b|\bdon't use this chat\b|\b(?:app|site) (?:inachukua|takes) (?:a )?(?:cut|commission)\b|\bmoja kwa moja kwa simu\b|\b(?:tuongee|tuongelee|talk|agree|deal|tudeal|tuelewane) (?:\w+ )?(?:direct|privately|kando)\b|\b(?:no need to|don't|do not) involve (?:the |this )?(?:site|website|app|platform|agency)\b|\bachana na (?:hii|hiyo) (?:app|site)\b/;

/** Sentences, so a cue in one does not lend itself to the next. */
const sentencesOf = (text: string) => text.split(/(?<=[.?!])\s+|\n+/).filter(Boolean);

function matchIndex(pattern: RegExp, text: string): number {
  const match = pattern.exec(text);
  return match ? match.index : -1;
}

function paymentReason(sentence: string, whole: string): ScamReason | null {
  const viewing = VIEWING_WORDS.test(sentence);
  const free = FREE_VIEWING.test(sentence);
  const after = AFTER_VIEWING.test(whole);
  const selfPays = SELF_PAYS.test(sentence);

  // A viewing fee: a fee named beside the viewing, or a sum asked for to see the place.
  if (viewing && !free && !after) {
    const fee = FEE_WORDS.test(sentence);
    const sum = AMOUNT.test(sentence) || BARE_SUM.test(sentence);
    if (fee && !selfPays) return 'viewing_fee';
    if (sum && (PAY_VERB.test(sentence) || REQUIRES.test(sentence)) && !selfPays) return 'viewing_fee';
  }
  if (/\b(?:viewing|site visit) (?:fee|fees|charges?)\b|\bada ya (?:kuona|kutembelea|kuangalia)\b/.test(sentence) && !free) {
    const at = matchIndex(/\b(?:viewing|site visit) (?:fee|fees|charges?)\b|\bada ya (?:kuona|kutembelea|kuangalia)\b/, sentence);
    if (!NEGATED.test(sentence.slice(0, at)) && !APP_MENTIONED_ONLY.test(sentence.slice(0, at))) return 'viewing_fee';
  }
  if (TILL.test(sentence) && !ASKING_FOR_DETAILS.test(sentence) && !selfPays && !after) return 'till_or_paybill';

  // A request to pay: a payment verb, then what the money is for or how much, not negated.
  const verb = PAY_VERB.exec(sentence);
  if (verb && !selfPays && !after && !NEGATED.test(sentence.slice(0, verb.index))) {
    const rest = sentence.slice(verb.index);
    if (DEPOSIT_WORDS.test(rest) || (DEPOSIT_WORDS.test(sentence) && AMOUNT.test(sentence))) return 'deposit';
    if (MONEY_WORDS.test(rest) || AMOUNT.test(rest) || BARE_SUM.test(rest.slice(0, 24))) return 'send_money';
    // A sum named first, then a bare 'pay' or 'lipa': 'the application fee is 2000, lipa then I send the lease'.
    const head = sentence.slice(0, verb.index);
    if (BARE_PAY.test(sentence) && MONEY_WORDS.test(head) && (AMOUNT.test(head) || BARE_SUM.test(head))) return 'send_money';
  }
  // M-Pesa named beside a sum, not as a question: 'a deposit of 20k via mpesa secures it'.
  if (/\bm-?pesa\b/.test(sentence) && AMOUNT.test(sentence) && !selfPays && !after && !sentence.endsWith('?')) {
    return DEPOSIT_WORDS.test(sentence) ? 'deposit' : 'send_money';
  }
  return null;
}

function offPlatformReason(sentence: string, normalised: NormalisedMessage): ScamReason | null {
  const app = APPS.exec(sentence);
  if (app) {
    const before = sentence.slice(0, app.index);
    const after = sentence.slice(app.index + app[0].length);
    if (!APP_MENTIONED_ONLY.test(before) && !APP_GROUP.test(after)) return 'messaging_app';
  }
  if (SOCIAL.test(sentence)) return 'messaging_app';
  if (OFF_SITE.test(sentence)) return 'off_site_deal';
  if (normalised.emails.some((email) => sentence.includes(email)) || EMAIL_ASK.test(sentence)) return 'email';
  if (normalised.phones.some((phone) => sentence.includes(phone))) return 'phone_number';
  if (PHONE_CALL.test(sentence)) return 'phone_call';
  return null;
}

/**
 * The warning a message's recipient should see, or null. A request for money wins over a move off
 * the platform when a message does both ('pay the deposit, then WhatsApp me'), as the costlier one.
 */
export function scamWarningFor(text: string | null | undefined, state: ConversationState = BEFORE_VIEWING): ScamWarning | null {
  if (!text) return null;
  const normalised = normaliseForScamRules(text);
  const sentences = sentencesOf(normalised.text);
  let offPlatform: ScamReason | null = null;
  for (const sentence of sentences) {
    const payment = paymentReason(sentence, normalised.text);
    if (payment && (!state.viewingHeld || ALWAYS.has(payment))) return { kind: KIND_OF[payment], reason: payment };
    offPlatform ??= offPlatformReason(sentence, normalised);
  }
  if (offPlatform && !state.viewingHeld) return { kind: KIND_OF[offPlatform], reason: offPlatform };
  return null;
}

/** The kind a stored reason belongs to (the database keeps both; this keeps them in step). */
export const scamKindOf = (reason: ScamReason): ScamKind => KIND_OF[reason];
