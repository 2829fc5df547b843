/** The demo clips, one a video in `seed-media/` (see docs/demo-data.md for how each was made). */
export interface DemoReel {
  file: string;
  owner: string;
  title: string;
  description: string;
  country: string;
}

export const DEMO_REELS: readonly DemoReel[] = [
  {
    file: 'kilimani-heights.mp4', owner: 'david_kamau', country: 'KE', title: 'Kilimani Heights at sunset',
    description: 'A quick look at Kilimani Heights: two- and three-bedroom apartments five minutes from Yaya Centre. Show houses open this Saturday.',
  },
  {
    file: 'nyali-beach-house.mp4', owner: 'grace_achieng', country: 'KE', title: 'Nyali beach house to let',
    description: 'Four bedrooms, a pool and the beach at the end of the garden in Nyali, Mombasa. Available for long lets from next month.',
  },
  {
    file: 'upper-hill-offices.mp4', owner: 'esther_nyambura', country: 'KE', title: 'Office floors in Upper Hill',
    description: 'Grade A office floors from 250 m\u00b2 on Ralph Bunche Road, Upper Hill, with basement parking and backup power.',
  },
  {
    file: 'lakeside-villa.mp4', owner: 'mwangi_githinji', country: 'KE', title: 'Lakeside villa going to auction',
    description: 'My family\u2019s villa on Moi South Lake Road, Naivasha, goes to auction next month. Viewing by appointment.',
  },
  {
    file: 'athi-river-warehouse.mp4', owner: 'samuel_mutua', country: 'KE', title: 'Athi River warehouse with loading bays',
    description: 'A 4,800 m\u00b2 godown in Athi River, next to the Export Processing Zone and ten minutes from the Nairobi Expressway.',
  },
  {
    file: 'milimani-family-home.mp4', owner: 'brian_otieno', country: 'KE', title: 'Milimani family home, Kisumu',
    description: 'Our newest family homes in Milimani, Kisumu: four bedrooms, a garden and a view of the lake. Ready in three months.',
  },
];

/**
 * The demo listing a reel shows: the newest of its owner's whose address names a place in the
 * reel's title (Kilimani, Nyali...); none when no listing of theirs is there (a reel of offices in
 * Upper Hill does not lead to a house in Karen).
 */
export function reelListingIndex(reel: Pick<DemoReel, 'owner' | 'title'>, listings: readonly { owner: string; streetAddress: string }[]): number | undefined {
  const words = reel.title.toLowerCase().split(/[^a-z]+/).filter((word) => word.length > 3);
  const named = listings
    .map((listing, index) => ({ listing, index }))
    .filter(({ listing }) => listing.owner === reel.owner && words.some((word) => listing.streetAddress.toLowerCase().includes(word)));
  return named[named.length - 1]?.index;
}
