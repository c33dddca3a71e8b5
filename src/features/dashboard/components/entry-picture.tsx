import Card from 'react-bootstrap/Card';
import { itemOriginal } from '@/lib/image-urls';
import { t } from '@/lib/i18n/translate';
import { UploadWidget } from './upload-widget';

/** The folder of the items' pictures the wiki shows (by the item's id, else by its Icon name). */
const ITEM_PICTURES = 'assets/item/original/';

/**
 * An item's (or skill's) picture: the one the wiki shows now, and the dashboard upload preset to the
 * item pictures' folder. The stored file's name goes into the form's Icon field, so saving makes it
 * the entry's picture as a revision like any other change (and a revert brings the old one back).
 */
export function EntryPicture({ icon, name }: { icon: string; name: string }) {
  return (
    <Card as="section" className="mt-4" aria-labelledby="picture-title">
      <Card.Header as="h2" id="picture-title" className="h6 mb-0">
        {t('Picture')}
      </Card.Header>
      <Card.Body>
        <div className="d-flex flex-wrap gap-3 align-items-start mb-3">
          <img src={itemOriginal(icon)} alt={t('{name} icon', { name })} width={96} height={96} className="border rounded bg-body-tertiary" />
          <p className="small text-body-secondary mb-0 flex-fill" style={{ minWidth: '12rem' }}>
            {t('Upload a picture: its file name goes into the Icon field. Save to make it the picture the wiki shows, as a new revision.')}
          </p>
        </div>
        <UploadWidget linkedInput="Icon" storage="images" path={ITEM_PICTURES} linkedValue={(stored) => stored.slice(stored.lastIndexOf('/') + 1)} />
      </Card.Body>
    </Card>
  );
}
