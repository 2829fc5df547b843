/**
 * The capital (or main town) of every country and territory the server knows
 * (`@estate/server`'s COUNTRY_CODES), as `[latitude, longitude]` to two decimals (about a
 * kilometre): where a map starts when the listing's town is not in `towns.ts`. For uninhabited
 * territories (AQ, BV, HM, UM) it is the main station or the island's middle.
 */
export const CAPITALS: Readonly<Record<string, readonly [number, number]>> = {
  AD: [42.51, 1.52], // Andorra la Vella
  AE: [24.45, 54.38], // Abu Dhabi
  AF: [34.53, 69.17], // Kabul
  AG: [17.12, -61.85], // St. John's
  AI: [18.22, -63.05], // The Valley
  AL: [41.33, 19.82], // Tirana
  AM: [40.18, 44.51], // Yerevan
  AO: [-8.84, 13.23], // Luanda
  AQ: [-77.85, 166.67], // McMurdo Station
  AR: [-34.6, -58.38], // Buenos Aires
  AS: [-14.28, -170.7], // Pago Pago
  AT: [48.21, 16.37], // Vienna
  AU: [-35.28, 149.13], // Canberra
  AW: [12.52, -70.03], // Oranjestad
  AX: [60.1, 19.94], // Mariehamn
  AZ: [40.41, 49.87], // Baku
  BA: [43.86, 18.41], // Sarajevo
  BB: [13.1, -59.62], // Bridgetown
  BD: [23.81, 90.41], // Dhaka
  BE: [50.85, 4.35], // Brussels
  BF: [12.37, -1.52], // Ouagadougou
  BG: [42.7, 23.32], // Sofia
  BH: [26.23, 50.59], // Manama
  BI: [-3.43, 29.93], // Gitega
  BJ: [6.5, 2.6], // Porto-Novo
  BL: [17.9, -62.85], // Gustavia
  BM: [32.29, -64.78], // Hamilton
  BN: [4.9, 114.94], // Bandar Seri Begawan
  BO: [-16.5, -68.15], // La Paz (seat of government)
  BQ: [12.15, -68.27], // Kralendijk
  BR: [-15.79, -47.88], // Brasília
  BS: [25.05, -77.35], // Nassau
  BT: [27.47, 89.64], // Thimphu
  BV: [-54.42, 3.36], // Bouvet Island
  BW: [-24.65, 25.91], // Gaborone
  BY: [53.9, 27.56], // Minsk
  BZ: [17.25, -88.77], // Belmopan
  CA: [45.42, -75.7], // Ottawa
  CC: [-12.19, 96.83], // West Island
  CD: [-4.32, 15.31], // Kinshasa
  CF: [4.39, 18.56], // Bangui
  CG: [-4.27, 15.28], // Brazzaville
  CH: [46.95, 7.45], // Bern
  CI: [6.83, -5.29], // Yamoussoukro
  CK: [-21.21, -159.78], // Avarua
  CL: [-33.45, -70.67], // Santiago
  CM: [3.85, 11.5], // Yaoundé
  CN: [39.9, 116.41], // Beijing
  CO: [4.71, -74.07], // Bogotá
  CR: [9.93, -84.08], // San José
  CU: [23.11, -82.37], // Havana
  CV: [14.93, -23.51], // Praia
  CW: [12.11, -68.93], // Willemstad
  CX: [-10.42, 105.68], // Flying Fish Cove
  CY: [35.19, 33.38], // Nicosia
  CZ: [50.08, 14.44], // Prague
  DE: [52.52, 13.4], // Berlin
  DJ: [11.59, 43.15], // Djibouti
  DK: [55.68, 12.57], // Copenhagen
  DM: [15.3, -61.39], // Roseau
  DO: [18.49, -69.93], // Santo Domingo
  DZ: [36.75, 3.06], // Algiers
  EC: [-0.18, -78.47], // Quito
  EE: [59.44, 24.75], // Tallinn
  EG: [30.04, 31.24], // Cairo
  EH: [27.15, -13.2], // Laayoune
  ER: [15.32, 38.93], // Asmara
  ES: [40.42, -3.7], // Madrid
  ET: [9.03, 38.74], // Addis Ababa
  FI: [60.17, 24.94], // Helsinki
  FJ: [-18.14, 178.44], // Suva
  FK: [-51.7, -57.85], // Stanley
  FM: [6.92, 158.16], // Palikir
  FO: [62.01, -6.77], // Tórshavn
  FR: [48.86, 2.35], // Paris
  GA: [0.42, 9.47], // Libreville
  GB: [51.51, -0.13], // London
  GD: [12.06, -61.75], // St. George's
  GE: [41.72, 44.79], // Tbilisi
  GF: [4.92, -52.33], // Cayenne
  GG: [49.45, -2.54], // St Peter Port
  GH: [5.6, -0.19], // Accra
  GI: [36.14, -5.35], // Gibraltar
  GL: [64.18, -51.72], // Nuuk
  GM: [13.45, -16.58], // Banjul
  GN: [9.64, -13.58], // Conakry
  GP: [16, -61.73], // Basse-Terre
  GQ: [3.75, 8.78], // Malabo
  GR: [37.98, 23.73], // Athens
  GS: [-54.28, -36.51], // King Edward Point
  GT: [14.63, -90.51], // Guatemala City
  GU: [13.48, 144.75], // Hagåtña
  GW: [11.86, -15.6], // Bissau
  GY: [6.8, -58.16], // Georgetown
  HK: [22.32, 114.17], // Hong Kong
  HM: [-53.1, 73.51], // Heard Island
  HN: [14.07, -87.19], // Tegucigalpa
  HR: [45.81, 15.98], // Zagreb
  HT: [18.59, -72.31], // Port-au-Prince
  HU: [47.5, 19.04], // Budapest
  ID: [-6.21, 106.85], // Jakarta
  IE: [53.35, -6.26], // Dublin
  IL: [31.77, 35.21], // Jerusalem
  IM: [54.15, -4.48], // Douglas
  IN: [28.61, 77.21], // New Delhi
  IO: [-7.31, 72.41], // Diego Garcia
  IQ: [33.31, 44.36], // Baghdad
  IR: [35.69, 51.39], // Tehran
  IS: [64.15, -21.94], // Reykjavík
  IT: [41.9, 12.5], // Rome
  JE: [49.19, -2.11], // St Helier
  JM: [18, -76.79], // Kingston
  JO: [31.95, 35.93], // Amman
  JP: [35.68, 139.69], // Tokyo
  KE: [-1.29, 36.82], // Nairobi
  KG: [42.87, 74.59], // Bishkek
  KH: [11.56, 104.93], // Phnom Penh
  KI: [1.45, 173.03], // South Tarawa
  KM: [-11.7, 43.26], // Moroni
  KN: [17.3, -62.72], // Basseterre
  KP: [39.04, 125.76], // Pyongyang
  KR: [37.57, 126.98], // Seoul
  KW: [29.38, 47.99], // Kuwait City
  KY: [19.29, -81.37], // George Town
  KZ: [51.17, 71.45], // Astana
  LA: [17.98, 102.63], // Vientiane
  LB: [33.89, 35.5], // Beirut
  LC: [14.01, -60.99], // Castries
  LI: [47.14, 9.52], // Vaduz
  LK: [6.93, 79.85], // Colombo (Sri Jayawardenepura Kotte beside it)
  LR: [6.3, -10.8], // Monrovia
  LS: [-29.31, 27.48], // Maseru
  LT: [54.69, 25.28], // Vilnius
  LU: [49.61, 6.13], // Luxembourg
  LV: [56.95, 24.11], // Riga
  LY: [32.89, 13.19], // Tripoli
  MA: [34.02, -6.83], // Rabat
  MC: [43.74, 7.42], // Monaco
  MD: [47.01, 28.86], // Chișinău
  ME: [42.43, 19.26], // Podgorica
  MF: [18.07, -63.08], // Marigot
  MG: [-18.88, 47.51], // Antananarivo
  MH: [7.09, 171.38], // Majuro
  MK: [42, 21.43], // Skopje
  ML: [12.64, -8], // Bamako
  MM: [19.76, 96.08], // Naypyidaw
  MN: [47.89, 106.91], // Ulaanbaatar
  MO: [22.2, 113.54], // Macau
  MP: [15.21, 145.75], // Saipan
  MQ: [14.6, -61.07], // Fort-de-France
  MR: [18.08, -15.98], // Nouakchott
  MS: [16.79, -62.21], // Brades
  MT: [35.9, 14.51], // Valletta
  MU: [-20.16, 57.5], // Port Louis
  MV: [4.18, 73.51], // Malé
  MW: [-13.96, 33.79], // Lilongwe
  MX: [19.43, -99.13], // Mexico City
  MY: [3.14, 101.69], // Kuala Lumpur
  MZ: [-25.97, 32.57], // Maputo
  NA: [-22.56, 17.08], // Windhoek
  NC: [-22.27, 166.44], // Nouméa
  NE: [13.51, 2.13], // Niamey
  NF: [-29.06, 167.96], // Kingston
  NG: [9.08, 7.4], // Abuja
  NI: [12.11, -86.24], // Managua
  NL: [52.37, 4.9], // Amsterdam
  NO: [59.91, 10.75], // Oslo
  NP: [27.72, 85.32], // Kathmandu
  NR: [-0.55, 166.92], // Yaren
  NU: [-19.06, -169.92], // Alofi
  NZ: [-41.29, 174.78], // Wellington
  OM: [23.59, 58.41], // Muscat
  PA: [8.98, -79.52], // Panama City
  PE: [-12.05, -77.04], // Lima
  PF: [-17.54, -149.57], // Papeete
  PG: [-9.44, 147.18], // Port Moresby
  PH: [14.6, 120.98], // Manila
  PK: [33.68, 73.05], // Islamabad
  PL: [52.23, 21.01], // Warsaw
  PM: [46.78, -56.18], // Saint-Pierre
  PN: [-25.07, -130.1], // Adamstown
  PR: [18.47, -66.11], // San Juan
  PS: [31.9, 35.2], // Ramallah
  PT: [38.72, -9.14], // Lisbon
  PW: [7.5, 134.62], // Ngerulmud
  PY: [-25.26, -57.58], // Asunción
  QA: [25.29, 51.53], // Doha
  RE: [-20.88, 55.45], // Saint-Denis
  RO: [44.43, 26.1], // Bucharest
  RS: [44.79, 20.45], // Belgrade
  RU: [55.76, 37.62], // Moscow
  RW: [-1.94, 30.06], // Kigali
  SA: [24.71, 46.68], // Riyadh
  SB: [-9.43, 159.96], // Honiara
  SC: [-4.62, 55.45], // Victoria
  SD: [15.5, 32.56], // Khartoum
  SE: [59.33, 18.07], // Stockholm
  SG: [1.35, 103.82], // Singapore
  SH: [-15.93, -5.72], // Jamestown
  SI: [46.06, 14.51], // Ljubljana
  SJ: [78.22, 15.65], // Longyearbyen
  SK: [48.15, 17.11], // Bratislava
  SL: [8.48, -13.23], // Freetown
  SM: [43.94, 12.45], // San Marino
  SN: [14.72, -17.47], // Dakar
  SO: [2.05, 45.32], // Mogadishu
  SR: [5.85, -55.2], // Paramaribo
  SS: [4.85, 31.58], // Juba
  ST: [0.34, 6.73], // São Tomé
  SV: [13.69, -89.22], // San Salvador
  SX: [18.03, -63.05], // Philipsburg
  SY: [33.51, 36.29], // Damascus
  SZ: [-26.31, 31.14], // Mbabane
  TC: [21.46, -71.14], // Cockburn Town
  TD: [12.13, 15.06], // N'Djamena
  TF: [-49.35, 70.22], // Port-aux-Français
  TG: [6.13, 1.22], // Lomé
  TH: [13.76, 100.5], // Bangkok
  TJ: [38.56, 68.79], // Dushanbe
  TK: [-9.2, -171.85], // Nukunonu
  TL: [-8.56, 125.56], // Dili
  TM: [37.96, 58.33], // Ashgabat
  TN: [36.81, 10.18], // Tunis
  TO: [-21.14, -175.2], // Nukuʻalofa
  TR: [39.93, 32.86], // Ankara
  TT: [10.66, -61.51], // Port of Spain
  TV: [-8.52, 179.2], // Funafuti
  TW: [25.03, 121.57], // Taipei
  TZ: [-6.16, 35.75], // Dodoma
  UA: [50.45, 30.52], // Kyiv
  UG: [0.35, 32.58], // Kampala
  UM: [19.28, 166.65], // Wake Island
  US: [38.91, -77.04], // Washington, D.C.
  UY: [-34.9, -56.16], // Montevideo
  UZ: [41.3, 69.24], // Tashkent
  VA: [41.9, 12.45], // Vatican City
  VC: [13.16, -61.22], // Kingstown
  VE: [10.48, -66.9], // Caracas
  VG: [18.43, -64.62], // Road Town
  VI: [18.34, -64.93], // Charlotte Amalie
  VN: [21.03, 105.85], // Hanoi
  VU: [-17.73, 168.32], // Port Vila
  WF: [-13.28, -176.17], // Mata-Utu
  WS: [-13.83, -171.76], // Apia
  XK: [42.66, 21.17], // Pristina
  YE: [15.37, 44.19], // Sana'a
  YT: [-12.78, 45.23], // Mamoudzou
  ZA: [-25.75, 28.19], // Pretoria
  ZM: [-15.39, 28.32], // Lusaka
  ZW: [-17.83, 31.05], // Harare
};
