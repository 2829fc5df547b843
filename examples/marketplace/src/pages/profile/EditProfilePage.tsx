import { ProfileEditForm, useTranslate } from '@estate/react';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { useAppText } from '../../app/i18n/AppText';
import { PageHeader } from '../../layout/PageHeader';
import '../../styles/account.css';

/**
 * /profile/edit (spec §2 Profile edit): the own profile's form. It stays on the page after saving so
 * the saved banner can show its 4 seconds; the back link returns to /my-profile.
 */
export default function EditProfilePage() {
  const text = useAppText();
  const t = useTranslate();
  return (
    <div className="app-page app-profile-edit-page" data-width="narrow">
      <Link to="/my-profile" className="app-back-link">
        <ArrowLeft size={16} aria-hidden />
        {text('backToProfile')}
      </Link>
      <PageHeader title={t('editProfile')} subtitle={text('editProfileSubtitle')} />
      <ProfileEditForm />
    </div>
  );
}
