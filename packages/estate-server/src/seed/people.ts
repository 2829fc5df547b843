import type { Role } from '../schemas/profile.js';

/** The one password of every demo account. */
export const DEMO_PASSWORD = 'estate-demo-2026';

export interface DemoPerson {
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  gender: 'Male' | 'Female';
  country: string;
  city: string;
  phone: string;
  /** Estate Agents Registration Board number, for agents. */
  license: string;
  /** The agency an agent works for (blank: independent or not an agent). */
  agency?: string;
  /** How well reviewed the agent is: sets how many demo reviews they get (seed/reviews.ts), which then set `num_reviews`. */
  numReviews: number;
  about: string;
  /** Where the agent's licence stands: verified this year, verified for last year (expired), or given and waiting for a moderator. */
  licenseCheck?: 'verified' | 'expired' | 'unverified';
  /** Works the moderation queue (`estate-server moderator add`). */
  moderator?: boolean;
}

/**
 * The demo accounts. The first four are the ones to log in with, one a role; the others fill the
 * agent directory and own listings. Phone numbers use the 0700 000 xxx range, which no subscriber holds.
 */
export const DEMO_PEOPLE: readonly DemoPerson[] = [
  {
    username: 'amina_wanjiru', email: 'buyer@estate.demo', firstName: 'Amina', lastName: 'Wanjiru', role: 'buyer', gender: 'Female',
    country: 'KE', city: 'Nairobi', phone: '+254 700 000 101', license: '', numReviews: 0,
    about: 'Software engineer and mother of two, looking for a three-bedroom family home in Kilimani, Lavington or Kileleshwa, close to good schools.',
  },
  {
    username: 'brian_otieno', email: 'seller@estate.demo', firstName: 'Brian', lastName: 'Otieno', role: 'seller', gender: 'Male',
    country: 'KE', city: 'Kisumu', phone: '+254 700 000 102', license: '', numReviews: 4,
    about: 'Family-run developer of homes and apartments around Kisumu and the lake region since 2012. I answer every message myself.',
  },
  {
    username: 'grace_achieng', email: 'agent@estate.demo', firstName: 'Grace', lastName: 'Achieng', role: 'agent', gender: 'Female',
    country: 'KE', city: 'Mombasa', phone: '+254 700 000 103', agency: 'Pwani Coast Homes', license: 'EARB/A/2021/1184', numReviews: 27, licenseCheck: 'unverified',
    about: 'Registered estate agent on the coast: Nyali, Bamburi, Diani and Malindi. Holiday homes, beach plots and long lets, with viewings seven days a week.',
  },
  {
    username: 'david_kamau', email: 'topagent@estate.demo', firstName: 'David', lastName: 'Kamau', role: 'top_agent', gender: 'Male',
    country: 'KE', city: 'Nairobi', phone: '+254 700 000 104', agency: 'Kamau Realty Group', license: 'EARB/A/2014/0412', numReviews: 138, licenseCheck: 'verified',
    about: 'Fifteen years selling and letting prime property in Nairobi: Karen, Runda, Westlands and Upper Hill. Commercial and residential, local and diaspora buyers.',
  },
  {
    username: 'wanjiku_njoroge', email: 'wanjiku.njoroge@estate.demo', firstName: 'Wanjiku', lastName: 'Njoroge', role: 'agent', gender: 'Female',
    country: 'KE', city: 'Nakuru', phone: '+254 700 000 105', agency: 'Rift Valley Properties', license: 'EARB/A/2019/0877', numReviews: 41, licenseCheck: 'verified',
    about: 'Helping families and investors find homes and land in Nakuru, Naivasha and the Rift Valley. Ask me about serviced plots near the new bypass.',
  },
  {
    username: 'kiprono_kemboi', email: 'kiprono.kemboi@estate.demo', firstName: 'Kiprono', lastName: 'Kemboi', role: 'agent', gender: 'Male',
    country: 'KE', city: 'Eldoret', phone: '+254 700 000 106', license: 'EARB/A/2020/0953', numReviews: 19, licenseCheck: 'expired',
    about: 'Eldoret agent for farms, plots and family homes in Uasin Gishu. Former surveyor, so I check every title before I list it.',
  },
  {
    username: 'halima_abdalla', email: 'halima.abdalla@estate.demo', firstName: 'Halima', lastName: 'Abdalla', role: 'top_agent', gender: 'Female',
    country: 'KE', city: 'Malindi', phone: '+254 700 000 107', agency: 'Malindi Shores Estates', license: 'EARB/A/2016/0530', numReviews: 96, licenseCheck: 'verified',
    about: 'Top agent for villas and beach property from Kilifi to Watamu and Malindi. Fluent in English, Kiswahili and Italian.',
  },
  {
    username: 'mwangi_githinji', email: 'mwangi.githinji@estate.demo', firstName: 'Mwangi', lastName: 'Githinji', role: 'seller', gender: 'Male',
    country: 'KE', city: 'Naivasha', phone: '+254 700 000 108', license: '', numReviews: 6,
    about: 'Selling my own plots and a few rental cottages around Lake Naivasha. Genuine buyers only, please.',
  },
  {
    username: 'lucy_atieno', email: 'lucy.atieno@estate.demo', firstName: 'Lucy', lastName: 'Atieno', role: 'seller', gender: 'Female',
    country: 'KE', city: 'Nairobi', phone: '+254 700 000 109', license: '', numReviews: 3,
    about: 'Property investor with apartments in Kilimani and South B, letting to young professionals.',
  },
  {
    username: 'samuel_mutua', email: 'samuel.mutua@estate.demo', firstName: 'Samuel', lastName: 'Mutua', role: 'agent', gender: 'Male',
    country: 'KE', city: 'Machakos', phone: '+254 700 000 110', license: 'EARB/A/2022/1302', numReviews: 12, licenseCheck: 'unverified',
    about: 'Industrial and logistics property along Mombasa Road: Syokimau, Athi River and Mlolongo godowns, yards and offices.',
  },
  {
    username: 'esther_nyambura', email: 'esther.nyambura@estate.demo', firstName: 'Esther', lastName: 'Nyambura', role: 'agent', gender: 'Female',
    country: 'KE', city: 'Nairobi', phone: '+254 700 000 111', agency: 'Savanna Global Realty', license: 'EARB/A/2018/0719', numReviews: 58, licenseCheck: 'verified',
    about: 'I run our international desk: homes for Kenyans abroad, and listings for partner agencies in Kampala, Dar es Salaam, Kigali, Lagos, Johannesburg, London, Dubai and Houston.',
  },
  {
    username: 'omar_said', email: 'omar.said@estate.demo', firstName: 'Omar', lastName: 'Said', role: 'seller', gender: 'Male',
    country: 'KE', city: 'Mombasa', phone: '+254 700 000 112', license: '', numReviews: 2,
    about: 'Owner of warehouses in Changamwe and a shop block in Mombasa town, selling and letting directly.',
  },
  {
    username: 'njeri_kariuki', email: 'moderator@estate.demo', firstName: 'Njeri', lastName: 'Kariuki', role: 'buyer', gender: 'Female',
    country: 'KE', city: 'Nairobi', phone: '+254 700 000 113', license: '', numReviews: 0, moderator: true,
    about: 'Trust and safety at Estate: reviews reported listings and profiles, and checks agents\u2019 licences against the EARB register.',
  },
];

/** The accounts to try each role with, in the order they are shown. */
export const DEMO_LOGINS = [...DEMO_PEOPLE.slice(0, 4), ...DEMO_PEOPLE.filter((person) => person.moderator)].map(({ role, email, moderator }) => ({
  role,
  email,
  password: DEMO_PASSWORD,
  /** The moderator is a buyer who also works the moderation queue. */
  moderator: moderator ?? false,
}));

/** Public social links under handles made for the demo. */
export function socialLinks(username: string) {
  const handle = `estatedemo_${username.split('_')[0]}`;
  return {
    facebookUrl: `https://www.facebook.com/${handle}`,
    twitterUrl: `https://x.com/${handle}`,
    instagramUrl: `https://www.instagram.com/${handle}/`,
    threadsUrl: `https://www.threads.net/@${handle}`,
  };
}
