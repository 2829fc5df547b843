import type { EstateMessages } from '@estate/sdk';
import type { EstateUIMessages } from './types.js';
import { refusalMessagesSw } from './sw-refusals.js';
import { sw as account } from './areas/account.sw.js';
import { sw as auth } from './areas/auth.sw.js';
import { sw as chat } from './areas/chat.sw.js';
import { sw as chatSearch } from './areas/chat-search.sw.js';
import { sw as chatListing } from './areas/chat-listing.sw.js';
import { sw as chatActions } from './areas/chat-actions.sw.js';
import { sw as checkout } from './areas/checkout.sw.js';
import { sw as mpesa } from './areas/mpesa.sw.js';
import { sw as dashboard } from './areas/dashboard.sw.js';
import { sw as directory } from './areas/directory.sw.js';
import { sw as common } from './areas/common.sw.js';
import { sw as map } from './areas/map.sw.js';
import { sw as mortgage } from './areas/mortgage.sw.js';
import { sw as filters } from './areas/filters.sw.js';
import { sw as guest } from './areas/guest.sw.js';
import { sw as navigation } from './areas/navigation.sw.js';
import { sw as owner } from './areas/owner.sw.js';
import { sw as property } from './areas/property.sw.js';
import { sw as reels } from './areas/reels.sw.js';
import { sw as reviews } from './areas/reviews.sw.js';
import { sw as savedSearches } from './areas/saved-searches.sw.js';
import { sw as safety } from './areas/safety.sw.js';
import { sw as share } from './areas/share.sw.js';
import { sw as moderation } from './areas/moderation.sw.js';
import { sw as viewings } from './areas/viewings.sw.js';
import { sw as reports } from './areas/reports.sw.js';

/** The SDK's texts in Kenyan Swahili; typed as the whole table, so a text added to the SDK fails here until translated. */
const sdkMessagesSw: EstateMessages = {
  notAuthenticated: 'Mtumiaji hajaingia',
  tokenNotValid: 'Tokeni iliyotolewa si sahihi kwa aina yoyote ya tokeni',
  generic: 'Hitilafu imetokea. Tafadhali jaribu tena.',
  network: 'Hitilafu ya mtandao. Angalia muunganisho wako na ujaribu tena.',
  blockedOrigin: 'Imeshindwa kufikia seva, au haikubali maombi kutoka tovuti hii. Tafadhali jaribu tena baadaye.',
  timeout: 'Muda wa ombi umekwisha. Tafadhali jaribu tena.',
  aborted: 'Ombi limesitishwa.',
  guestForbidden: 'Unahitaji kuwa mtumiaji aliyesajiliwa ili kutumia kipengele hiki',
  passwordsDoNotMatch: 'Manenosiri hayalingani!',
  registrationFailed: 'Usajili umeshindikana. Tafadhali kagua taarifa zako.',
  registrationSent: 'Kiungo cha kuwasha akaunti kitatumwa kwenye barua pepe yako ndani ya dakika 8 zijazo',
  accountActivated: 'Akaunti yako imewashwa! Sasa unaweza kuingia.',
  fieldRequired: 'Sehemu hii inahitajika.',
  invalidEmail: 'Weka anwani sahihi ya barua pepe.',
  invalidUrl: 'Weka URL sahihi.',
  fieldTooLong: 'Hakikisha sehemu hii haizidi herufi {max}.',
  invalidChoice: '“{value}” si chaguo sahihi.',
  tooManyFiles: 'Pakia faili zisizozidi {max} hapa.',
  fileTooLarge: 'Faili hii inazidi kikomo cha {size}.',
  propertyRequiredFields:
    'Hakikisha sehemu hizi zimejazwa: ‘Bei, Nchi, Aina ya Mali, Aina ya Tangazo, Picha ya Jalada na Hali ya Mradi’.',
  propertyNeedsAuth: 'Lazima uingie ili kutangaza nyumba.',
  propertySubmitting: 'Inawasilisha...',
  propertyCreated: 'Tangazo limechapishwa!',
  clipNeedsVideo: 'Tafadhali pakia na ukate video kabla ya kuwasilisha.',
  clipStillProcessing: 'Video bado inashughulikiwa. Tafadhali subiri...',
  clipProcessing: 'Inashughulikia video, tafadhali subiri...',
  clipUploaded: 'Klipu Imepakiwa',
  clipTrimmed: 'Klipu imepakiwa na kukatwa!',
  clipCreated: 'Klipu imechapishwa!',
  clipNotVideo: 'Tafadhali chagua faili ya video.',
  propertyIdMissing: 'Kitambulisho cha nyumba hakipo',
  commentPosted: 'Maoni yamechapishwa.',
  clipCommentPosted: 'Maoni yamechapishwa',
  commentEmpty: 'Tafadhali andika maoni.',
  replyEmpty: 'Tafadhali andika jibu.',
  commentTooLong: 'Tafadhali maoni yako yasizidi herufi {max}.',
  replyTooLong: 'Tafadhali jibu lako lisizidi herufi {max}.',
  noComments: 'Bado hakuna maoni.',
  profileSaveNeedsAuth: 'Lazima uwe umeingia na wasifu wako uwepo!',
  profileStillLoading: 'Tafadhali subiri tunapopakia taarifa za wasifu wako.',
  selectPlan: 'Tafadhali chagua kifurushi.',
  checkoutNotReady: 'Mfumo wa malipo haujawa tayari. Tafadhali jaribu tena baadaye.',
  checkoutLicenseNeeded: 'Tafadhali weka leseni yako kwenye wasifu ili uendelee kulipa',
  checkoutInvalidReference: 'Kumbukumbu ya muamala si sahihi. Tafadhali jaribu tena.',
  checkoutInvalidPublicKey: 'Ufunguo wa umma wa Paystack si sahihi. Tafadhali jaribu tena.',
  checkoutInvalidEmail: 'Anwani ya barua pepe si sahihi. Tafadhali sasisha wasifu wako.',
  checkoutNoPaymentUrl: 'Hakuna kiungo cha malipo kinachopatikana. Tafadhali jaribu tena.',
  checkoutEmailMismatch: 'Barua pepe kwenye wasifu wako inatofautiana na barua pepe ya malipo haya.',
  paymentInitiateFailed: 'Hitilafu katika kuanzisha malipo. Tafadhali jaribu tena.',
  loadingPaymentDetails: 'Inapakia taarifa za malipo...',
  chatNotConnected: 'Gumzo bado halijaunganishwa. Tafadhali jaribu tena baada ya muda mfupi.',
  chatEmptyMessage: 'Tafadhali andika ujumbe.',
  chatNoPartner: 'Tafadhali chagua mazungumzo kwanza.',
  chatMessageTooLong: 'Tafadhali ujumbe wako usizidi herufi {max}.',
  chatUsersFailed: 'Imeshindwa kupakia watumiaji. Tafadhali jaribu tena.',
  noMessages: 'Bado hakuna ujumbe.',
  noLikedPropertiesFound: 'Hakuna nyumba ulizopenda',
  noLikedProperties: 'Bado hujapenda nyumba yoyote.',
  noProperties: 'Hakuna nyumba zilizopatikana.',
  noRelatedListings: 'Hakuna matangazo yanayohusiana.',
  noRecentSearches: 'Hakuna utafutaji wa hivi karibuni',
  mortgagePriceMissing: 'Tangazo hili halina bei ya kukokotoa.',
  mortgageNumberRequired: 'Weka nambari.',
  mortgageNegative: 'Thamani hii haiwezi kuwa hasi.',
  mortgageDepositTooHigh: 'Amana haiwezi kuzidi bei.',
  mortgageRateRange: 'Kiwango cha riba lazima kiwe kati ya {min}% na {max}%.',
  mortgageTermRange: 'Muda lazima uwe idadi kamili ya miaka kati ya {min} na {max}.',
  mortgagePercentRange: 'Weka asilimia kati ya {min}% na {max}%.',
  likesMany: 'Vipendwa {count}',
  likesOne: 'Kipendwa 1',
  unknownTime: 'Muda haujulikani',
  justNow: 'sasa hivi',
  notAvailable: 'Haipo',
  statusOngoing: 'Mradi Unaoendelea',
  statusCompleted: 'Mradi Uliokamilika',
  statusOngoingPlural: 'Miradi Inayoendelea',
  statusCompletedPlural: 'Miradi Iliyokamilika',
  roleBuyer: 'Mnunuzi',
  roleSeller: 'Muuzaji',
  roleAgent: 'Wakala',
  roleVerifiedAgent: 'Wakala Aliyethibitishwa',
  roleVerifiedTopAgent: 'Wakala Mkuu Aliyethibitishwa',
  plotArea: '{area} m²',
  reviewRatingInvalid: 'Chagua alama kati ya nyota {min} na {max}.',
  reviewEmpty: 'Tafadhali andika maoni yako.',
  reviewTooLong: 'Tafadhali maoni yako yasizidi herufi {max}.',
  reviewReplyEmpty: 'Tafadhali andika jibu.',
  reviewReplyTooLong: 'Tafadhali jibu lako lisizidi herufi {max}.',
  reviewReportTooLong: 'Tafadhali sababu isizidi herufi {max}.',
  numberRequired: 'Nambari sahihi inahitajika.',
  integerRequired: 'Nambari kamili sahihi inahitajika.',
  numberTooSmall: 'Hakikisha thamani hii ni sawa na au zaidi ya {min}.',
  numberTooLarge: 'Hakikisha thamani hii ni sawa na au chini ya {max}.',
  tooManyDigits: 'Hakikisha hakuna tarakimu zaidi ya {max} kabla ya nukta.',
  tooManyDecimals: 'Hakikisha hakuna nafasi za desimali zaidi ya {max}.',
  invalidSort: 'Chagua mojawapo ya: {options}.',
  savedSearchNameEmpty: 'Tafadhali upe utafutaji jina.',
  savedSearchNoFilter: 'Chagua angalau kichujio kimoja ili kuhifadhi utafutaji.',
  savedSearchLimit: 'Unaweza kuhifadhi utafutaji usiozidi {max}. Futa mmoja ili uhifadhi mwingine.',
  rangeChipBetween: '{min} – {max}',
  rangeChipFrom: 'Kuanzia {min}',
  rangeChipUpTo: 'Hadi {max}',
  rangeChipArea: '{area} m²',
  rangeChipBedrooms: 'Vyumba vya kulala {count}+',
  rangeChipBathrooms: 'Bafu {count}+',
  savedSearchBeds: 'Vyumba {count}+',
  savedSearchBaths: 'Bafu {count}+',
  savedSearchArea: '{area} m²',
  sortNewest: 'Mapya zaidi',
  sortPriceAsc: 'Bei: chini hadi juu',
  sortPriceDesc: 'Bei: juu hadi chini',
  sortLikes: 'Yaliyopendwa zaidi',
  ...refusalMessagesSw,
};

/** The components' own Swahili texts, area by area as in `en.ts`. */
const componentMessagesSw = {
  ...common,
  ...property,
  ...mortgage,
  ...reels,
  ...chat,
  ...chatSearch,
  ...chatListing,
  ...chatActions,
  ...account,
  ...dashboard,
  ...reviews,
  ...savedSearches,
  ...navigation,
  ...owner,
  ...directory,
  ...filters,
  ...auth,
  ...map,
  ...guest,
  ...checkout,
  ...mpesa,
  ...share,
  ...safety,
  ...moderation,
  ...viewings,
  ...reports,
};

/**
 * The whole Swahili table: a module of its own, which `loadMessages('sw')` imports on demand, so a
 * page in English (or French) never downloads it.
 */
export const messagesSw: EstateUIMessages = { ...sdkMessagesSw, ...componentMessagesSw };
