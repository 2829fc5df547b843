/** What a neighbourhood is good for, matched against the kind of property placed there. */
export type Use = 'home' | 'business' | 'industry' | 'land';

export interface Neighbourhood {
  name: string;
  streets: string[];
  postalCode: string;
  /** A landmark buyers know, for "minutes from ..." sentences. */
  near: string;
  uses: Use[];
}

export interface Place {
  city: string;
  country: string;
  /** Prices relative to Nairobi's. */
  priceFactor: number;
  /** By the sea or a lake, for views in the features. */
  water?: 'sea' | 'lake';
  /** Usernames of the demo people who list here. */
  listers: string[];
  hoods: Neighbourhood[];
}

const hood = (name: string, postalCode: string, near: string, uses: Use[], ...streets: string[]): Neighbourhood => ({ name, streets, postalCode, near, uses });

export const KENYA: Place[] = [
  {
    city: 'Nairobi', country: 'KE', priceFactor: 1, listers: ['david_kamau', 'lucy_atieno', 'esther_nyambura', 'brian_otieno'],
    hoods: [
      hood('Kilimani', '00100', 'Yaya Centre', ['home'], 'Argwings Kodhek Road', 'Lenana Road', 'Ring Road Kilimani'),
      hood('Westlands', '00800', 'Sarit Centre', ['home', 'business'], 'Waiyaki Way', 'Woodvale Grove', 'Rhapta Road'),
      hood('Karen', '00502', 'The Hub Karen', ['home', 'land'], 'Karen Road', 'Ngong Road', 'Miotoni Road'),
      hood('Lavington', '00603', 'Lavington Mall', ['home'], 'James Gichuru Road', 'Muthangari Drive'),
      hood('Kileleshwa', '00100', 'Kasuku Centre', ['home'], 'Othaya Road', 'Laikipia Road'),
      hood('Upper Hill', '00100', 'Kenyatta National Hospital', ['business'], 'Ralph Bunche Road', 'Upper Hill Road', 'Elgon Road'),
      hood('Runda', '00621', 'Village Market', ['home', 'land'], 'Runda Grove', 'Ruaka Road'),
      hood('Industrial Area', '00500', 'the Nairobi Expressway', ['industry', 'business'], 'Enterprise Road', 'Likoni Road', 'Lunga Lunga Road'),
      hood('South B', '00200', 'Capital Centre', ['home'], 'Mchumbi Road', 'Plainsview Road'),
      hood('Parklands', '00623', 'the Aga Khan University Hospital', ['home', 'business'], 'Limuru Road', '3rd Parklands Avenue'),
    ],
  },
  {
    city: 'Mombasa', country: 'KE', priceFactor: 0.85, water: 'sea', listers: ['grace_achieng', 'omar_said', 'halima_abdalla'],
    hoods: [
      hood('Nyali', '80118', 'Nyali Centre', ['home', 'land'], 'Links Road', 'Mount Kenya Road'),
      hood('Bamburi', '80101', 'Bamburi Beach', ['home', 'land'], 'Mombasa-Malindi Road', 'Kenol Road'),
      hood('Mombasa Island', '80100', 'Fort Jesus', ['business'], 'Moi Avenue', 'Nkrumah Road', 'Digo Road'),
      hood('Changamwe', '80102', 'the Port of Mombasa', ['industry'], 'Port Reitz Road', 'Magongo Road'),
    ],
  },
  {
    city: 'Kisumu', country: 'KE', priceFactor: 0.6, water: 'lake', listers: ['brian_otieno'],
    hoods: [
      hood('Milimani', '40100', 'Jomo Kenyatta Sports Ground', ['home'], 'Aga Khan Road', 'Achieng Oneko Road'),
      hood('Riat Hills', '40100', 'Kisumu International Airport', ['home', 'land'], 'Riat Road'),
      hood('Kisumu CBD', '40100', 'Mega Plaza', ['business', 'industry'], 'Oginga Odinga Street', 'Jomo Kenyatta Highway', 'Obote Road'),
    ],
  },
  {
    city: 'Nakuru', country: 'KE', priceFactor: 0.55, water: 'lake', listers: ['wanjiku_njoroge'],
    hoods: [
      hood('Milimani', '20100', 'Lake Nakuru National Park', ['home'], 'Kenyatta Avenue', 'Court Road'),
      hood('Section 58', '20100', 'Nakuru Athletics Club', ['home'], 'Mbaruk Road'),
      hood('Lanet', '20112', 'Lanet Barracks', ['land', 'industry'], 'Nakuru-Nairobi Highway'),
      hood('Nakuru CBD', '20100', 'Westside Mall', ['business'], 'Kenyatta Avenue', 'Moi Road'),
    ],
  },
  {
    city: 'Eldoret', country: 'KE', priceFactor: 0.5, listers: ['kiprono_kemboi'],
    hoods: [
      hood('Elgon View', '30100', 'Eldoret Sports Club', ['home'], 'Elgon View Road', 'Kenyatta Street'),
      hood('Kapsoya', '30100', 'Moi University Town Campus', ['home', 'land'], 'Kapsoya Road'),
      hood('Eldoret CBD', '30100', 'Zion Mall', ['business', 'industry'], 'Uganda Road', 'Oloo Street'),
    ],
  },
  {
    city: 'Naivasha', country: 'KE', priceFactor: 0.7, water: 'lake', listers: ['mwangi_githinji', 'wanjiku_njoroge'],
    hoods: [
      hood('Moi South Lake Road', '20117', 'Lake Naivasha', ['home', 'land'], 'Moi South Lake Road'),
      hood('Kongoni', '20117', 'Hell\u2019s Gate National Park', ['land'], 'Kongoni Road'),
      hood('Naivasha Town', '20117', 'the SGR Naivasha station', ['business', 'industry'], 'Moi Avenue', 'Nairobi-Nakuru Highway'),
    ],
  },
  {
    city: 'Malindi', country: 'KE', priceFactor: 0.7, water: 'sea', listers: ['halima_abdalla', 'grace_achieng'],
    hoods: [
      hood('Casuarina', '80200', 'Malindi Marine National Park', ['home', 'land'], 'Casuarina Road'),
      hood('Silversands', '80200', 'Silversands Beach', ['home', 'land'], 'Silversands Road'),
      hood('Malindi Town', '80200', 'the Vasco da Gama Pillar', ['business'], 'Lamu Road'),
    ],
  },
  {
    city: 'Diani', country: 'KE', priceFactor: 0.9, water: 'sea', listers: ['grace_achieng'],
    hoods: [hood('Diani Beach', '80401', 'Diani Beach', ['home', 'land', 'business'], 'Diani Beach Road', 'Palm Avenue')],
  },
  {
    city: 'Nanyuki', country: 'KE', priceFactor: 0.6, listers: ['wanjiku_njoroge', 'david_kamau'],
    hoods: [hood('Nanyuki', '10400', 'Mount Kenya', ['home', 'land'], 'Nanyuki-Timau Road', 'Kenyatta Avenue')],
  },
  {
    city: 'Machakos', country: 'KE', priceFactor: 0.55, listers: ['samuel_mutua'],
    hoods: [
      hood('Athi River', '00204', 'the Export Processing Zone', ['industry', 'land'], 'Namanga Road', 'Mombasa Road'),
      hood('Syokimau', '00204', 'the Syokimau SGR station', ['home', 'industry'], 'Katani Road', 'Airport North Road'),
    ],
  },
  {
    city: 'Kiambu', country: 'KE', priceFactor: 0.65, listers: ['david_kamau', 'samuel_mutua'],
    hoods: [
      hood('Ruiru', '00232', 'Thika Road Mall', ['home', 'industry', 'land'], 'Eastern Bypass', 'Kamiti Road'),
      hood('Thika', '01000', 'Blue Post Hotel', ['home', 'business'], 'Garissa Road', 'Kenyatta Highway'),
    ],
  },
  {
    city: 'Kilifi', country: 'KE', priceFactor: 0.65, water: 'sea', listers: ['halima_abdalla'],
    hoods: [hood('Mnarani', '80108', 'Kilifi Creek', ['home', 'land'], 'Mombasa-Malindi Road')],
  },
];

export const ABROAD: Place[] = [
  {
    city: 'Kampala', country: 'UG', priceFactor: 0.8, water: 'lake', listers: ['esther_nyambura'],
    hoods: [
      hood('Kololo', '', 'Kololo Independence Grounds', ['home', 'business'], 'Acacia Avenue', 'Prince Charles Drive'),
      hood('Muyenga', '', 'Lake Victoria', ['home'], 'Tank Hill Road'),
    ],
  },
  {
    city: 'Dar es Salaam', country: 'TZ', priceFactor: 0.85, water: 'sea', listers: ['esther_nyambura'],
    hoods: [
      hood('Masaki', '14111', 'Slipway', ['home', 'business'], 'Haile Selassie Road', 'Chole Road'),
      hood('Mikocheni', '14112', 'Mlimani City', ['home', 'industry'], 'Old Bagamoyo Road'),
    ],
  },
  {
    city: 'Kigali', country: 'RW', priceFactor: 0.9, listers: ['esther_nyambura'],
    hoods: [
      hood('Nyarutarama', '', 'the Kigali Golf Club', ['home'], 'KG 9 Avenue'),
      hood('Kiyovu', '', 'the Kigali Convention Centre', ['business', 'home'], 'KN 3 Avenue'),
    ],
  },
  {
    city: 'Johannesburg', country: 'ZA', priceFactor: 1.2, listers: ['esther_nyambura'],
    hoods: [
      hood('Sandton', '2196', 'Sandton City', ['business', 'home'], 'Rivonia Road', 'West Street'),
      hood('Midrand', '1685', 'the Gautrain Midrand station', ['industry', 'home'], 'New Road'),
    ],
  },
  {
    city: 'Lagos', country: 'NG', priceFactor: 1.4, water: 'sea', listers: ['esther_nyambura'],
    hoods: [
      hood('Ikoyi', '106104', 'the Ikoyi Link Bridge', ['home', 'business'], 'Bourdillon Road', 'Alfred Rewane Road'),
      hood('Lekki Phase 1', '105102', 'Lekki Conservation Centre', ['home', 'land'], 'Admiralty Way'),
    ],
  },
  {
    city: 'London', country: 'GB', priceFactor: 5, listers: ['esther_nyambura'],
    hoods: [
      hood('Canary Wharf', 'E14 5AB', 'Canary Wharf station', ['business', 'home'], 'Westferry Road', 'Marsh Wall'),
      hood('Clapham', 'SW4 7AA', 'Clapham Common', ['home'], 'Clapham Park Road'),
    ],
  },
  {
    city: 'Dubai', country: 'AE', priceFactor: 3, water: 'sea', listers: ['esther_nyambura'],
    hoods: [
      hood('Dubai Marina', '', 'JBR Beach', ['home'], 'Marina Walk', 'Al Marsa Street'),
      hood('Jebel Ali', '', 'Jebel Ali Port', ['industry', 'business'], 'Sheikh Zayed Road'),
    ],
  },
  {
    city: 'Houston', country: 'US', priceFactor: 2.5, listers: ['esther_nyambura'],
    hoods: [
      hood('Uptown', '77056', 'the Galleria', ['business', 'home'], 'Westheimer Road', 'Post Oak Boulevard'),
      hood('Katy', '77494', 'Katy Mills', ['home', 'land', 'industry'], 'Grand Parkway'),
    ],
  },
];
