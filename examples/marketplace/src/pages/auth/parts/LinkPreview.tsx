import { matchPath } from 'react-router';
import { formatUsd, mediaUrl } from '@estate/sdk';
import { useEstateClient, useProperty, useReel } from '@estate/sdk/react';
import { useAppText } from '../../../app/i18n/AppText';

interface Preview {
  image: string | null | undefined;
  title: string;
  detail?: string;
}

/**
 * What a shared link points to, on the login screen it opened on (issue 24): the listing's photo,
 * title and price, or the clip's picture and title, so a visitor sees what they were sent before
 * choosing how to come in. Rendered on the server with the page's data; nothing for other links.
 */
export function LinkPreview({ next }: { next: string | undefined }) {
  const pathname = next?.split('?')[0] ?? '';
  const property = matchPath('/property/:slug/*', pathname)?.params.slug;
  const clip = matchPath('/clip/:slug/*', pathname)?.params.slug;
  if (property) return <PropertyPreview slug={property} />;
  if (clip) return <ClipPreview slug={clip} />;
  return null;
}

function PropertyPreview({ slug }: { slug: string }) {
  const { property } = useProperty(slug);
  if (!property) return null;
  return <PreviewCard preview={{ image: property.cover_photo, title: property.title, detail: formatUsd(property.price) }} />;
}

function ClipPreview({ slug }: { slug: string }) {
  const { reel } = useReel(slug);
  if (!reel) return null;
  return <PreviewCard preview={{ image: reel.property?.cover_photo ?? reel.profile_photo, title: reel.title }} />;
}

function PreviewCard({ preview }: { preview: Preview }) {
  const text = useAppText();
  const client = useEstateClient();
  const image = mediaUrl(client.baseUrl, preview.image);
  return (
    <figure className="app-auth-preview" aria-label={text('authLinkPreview')}>
      {image && <img src={image} alt="" width={96} height={72} fetchPriority="high" />}
      <figcaption>
        <span className="app-auth-preview-title">{preview.title}</span>
        {preview.detail && <span className="app-auth-preview-detail">{preview.detail}</span>}
        <span className="app-auth-preview-hint">{text('authLinkPreviewHint')}</span>
      </figcaption>
    </figure>
  );
}
