import type { en } from './safety.js';

export const sw: Record<keyof typeof en, string> = {
  safetyNoticeLabel: 'Ushauri wa usalama kuhusu ujumbe huu',
  safetyWarningPayment: 'Kuwa makini: usilipe kamwe amana wala ada ya kuona nyumba kabla ya kuiona nyumba na kukutana na wakala.',
  safetyWarningOffPlatform: 'Kuwa makini: endeleeni kuongea hapa hadi utakapoiona nyumba. Matapeli mara nyingi huhamia WhatsApp au simu, ambako hatuwezi kukusaidia.',
  safetyReport: 'Ripoti',
  safetyReportLabel: 'Ripoti ujumbe kutoka kwa {name}: “{excerpt}”',
  safetyLearnMore: 'Jifunze jinsi ya kuwa salama',
  safetyTipSee: 'Iona nyumba mwenyewe, na ukutane na wakala au mwenye nyumba, kabla ya kulipa chochote.',
  safetyTipPay: 'Lipa tu baada ya kusaini mkataba, kwa akaunti ya mwenye nyumba au ya wakala, na uhifadhi risiti.',
  safetyTipStay: 'Endelea kuongea kwenye Estate: kinachosemwa hapa kinaweza kuripotiwa na kukaguliwa.',
};
