import { useTranslate } from '../../config/context.js';
import { EyeOff, RotateCcw } from '../../icons/index.js';

/** The case's two warning flags, in the queue's rows and at the head of a case: the item is out of the lists, an appeal waits. */
export function CaseFlags({ hidden, appealed }: { hidden: boolean; appealed: boolean }) {
  const t = useTranslate();
  return (
    <>
      {hidden ? (
        <span className="est-moderation-flag est-inline est-gap-1" data-tone="warning">
          <EyeOff size={12} aria-hidden />
          {t('moderationItemHidden')}
        </span>
      ) : null}
      {appealed ? (
        <span className="est-moderation-flag est-inline est-gap-1" data-tone="accent">
          <RotateCcw size={12} aria-hidden />
          {t('moderationAppealed')}
        </span>
      ) : null}
    </>
  );
}
