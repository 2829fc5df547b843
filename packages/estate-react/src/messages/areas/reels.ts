/** ReelPlayer, ReelThumbnail, ReelFeed and CreateClipModal. */
export const en = {
  mute: 'Mute',
  unmute: 'Unmute',
  play: 'Play',
  pause: 'Pause',
  reels: 'Clips',
  noClips: 'No Clips available',
  noReels: 'No reels available',
  createClip: 'Create Clip',
  chooseVideo: 'Choose a video',
  clipTitle: 'Title',
  clipDescription: 'Description',
  submit: 'Submit',
  uploading: 'Uploading…',
} as const;

export const fr: Record<keyof typeof en, string> = {
  mute: 'Couper le son',
  unmute: 'Activer le son',
  play: 'Lire',
  pause: 'Pause',
  reels: 'Clips',
  noClips: 'Aucun clip disponible',
  noReels: 'Aucun clip disponible',
  createClip: 'Créer un clip',
  chooseVideo: 'Choisir une vidéo',
  clipTitle: 'Titre',
  clipDescription: 'Description',
  submit: 'Envoyer',
  uploading: 'Envoi…',
};
