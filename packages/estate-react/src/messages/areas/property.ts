/** PropertyCard, PropertyGallery, PropertyDetails, PropertyGrid, the share dialog, the mini profile card and the comments modal. */
export const en = {
  learnMore: 'Learn More',
  /** Ours: the accessible name of a card's 'Learn More' link. Template: `{title}`. */
  like: 'Like',
  unlike: 'Unlike',
  comment: 'Comment',
  share: 'Share',
  shareTitle: 'Share',
  /** Ours: the label of the share dialog's read-only link. */
  shareLink: 'Link to this property',
  copyUrl: 'Copy URL',
  urlCopied: 'URL copied to clipboard!',
  /** Ours: when neither the clipboard nor the fallback could copy. */
  propertyCopyFailed: 'Could not copy the URL. Please copy it by hand.',
  /** Template: `{count}`. */
  bedrooms: '{count} bd',
  /** Template: `{count}`. */
  bathrooms: '{count} ba',
  /** Template: `{count}`. */
  floors: '{count} fl',
  /** Template: `{index}`, `{total}`. */
  photoPosition: 'Photo {index} of {total}',
  /** Template: `{index}`. */
  goToPhoto: 'Go to photo {index}',
  photoGallery: 'Photos',
  /** Ours: the gallery's name. Template: `{title}`. */
  photosOf: 'Photos of {title}',
  /** Ours: a photo's alt text. Template: `{title}`, `{index}`. */
  photoAlt: '{title}, photo {index}',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  noPhotos: 'No photos yet',
  /** Ours: the detail page's button that opens the photo viewer. Template: `{count}`. */
  showAllPhotos: 'Show all {count} photos',
  /** Ours: the photo viewer's counter. Template: `{index}`, `{total}`. */
  photoCounter: '{index} / {total}',
  /** Ours: the contact card's bar on phones and its region name. */
  contactOwner: 'Contact the owner',
  addComment: 'Add a comment...',
  post: 'Post',
  reply: 'Reply',
  /** Template: `{name}`. */
  replyTo: 'Reply to {name}',
  /** Ours: above the field while answering a comment. Template: `{name}`. */
  replyingTo: 'Replying to {name}',
  cancelReply: 'Cancel reply',
  comments: 'Comments',
  /** Ours: the comments modal's name. Template: `{title}`. */
  commentsOn: 'Comments on {title}',
  /** Ours: on a card under the likes. Template: `{count}`. */
  viewAllComments: 'View all {count} comments',
  viewOneComment: 'View 1 comment',
  emoji: 'Add an emoji',
  closeEmoji: 'Close the emoji picker',
  noPosts: 'No Posts available',
  /** Template: `{count}`. */
  postsCount: '{count} posts',
  postsOne: '1 post',
  /** Template: `{count}`. */
  clipsCount: '{count} clips',
  clipsOne: '1 clip',
  /** Ours: the mini profile card's name. Template: `{name}`. */
  aboutOwner: 'About {name}',
  /** Ours: a social link of the mini profile card. Template: `{name}`, `{network}`. */
  socialLink: '{name} on {network}',
  /** Ours: a cover of the mini profile card. Template: `{title}`. */
  openPost: 'Open {title}',
  views: 'Views',
  /** Template: `{count}`. */
  viewsCount: '{count} views',
  viewsOne: '1 view',
  price: 'Price',
  afterTax: 'After Tax',
  tax: 'Tax',
  description: 'Description',
  interiorFeatures: 'Interior features',
  exteriorFeatures: 'Exterior features',
  /** Ours: the headings of the detail screen. */
  propertyOverview: 'Overview',
  propertyLocation: 'Location',
  propertyFeatures: 'Features',
  propertyListedBy: 'Listed by',
  country: 'Country',
  city: 'City',
  postalCode: 'Postal code',
  streetAddress: 'Street address',
  propertyNumber: 'Property number',
  plotAreaLabel: 'Plot area',
  totalFloors: 'Total floors',
  bedroomsLabel: 'Bedrooms',
  bathroomsLabel: 'Bathrooms',
  advertType: 'Advert type',
  propertyType: 'Property type',
  propertyStatus: 'Project status',
  relatedListings: 'Related listings',
  noPropertyFound: 'No Property Found',
  propertyNotFound: 'Property Not Found',
  /** Ours: the link of the not-found state. */
  backHome: 'Back to home',
  loadMore: 'Load more',
  /** Ours: the chip of the feed's first property. */
  featured: 'Featured',
  /** The home feed's answer to 'User is not authenticated' (spec §2, §8). */
  clickToReload: 'Click to Reload',
} as const;
