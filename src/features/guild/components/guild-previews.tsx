import Card from 'react-bootstrap/Card';
import type { GuildPreview } from '@contract/types/guild';
import { EquippedPreview } from '@/components/ui/equipped-preview';
import { PlayerAvatar } from '@/components/ui/player-avatar';
import { PlayerName } from '@/components/ui/player-name';
import { t } from '@/lib/i18n/translate';

/** Up to 5 members (docs/product-rules.md#constants-and-limits), leader and officers first, each with their equipped items. */
export function GuildPreviews({ previews }: { previews: GuildPreview[] }) {
  if (previews.length === 0) return null;
  return (
    <section className="mb-4" aria-labelledby="guild-previews-title">
      <h2 id="guild-previews-title" className="h5 mb-3">
        {t('Leading members')}
      </h2>
      <ul className="guild-previews list-unstyled mb-0">
        {previews.map((p) => (
          <li key={p.user.id}>
            <Card className="h-100 guild-preview">
              <Card.Body className="d-flex flex-column align-items-center text-center gap-2">
                <PlayerAvatar user={p.user} size={72} />
                <div className="w-100" style={{ minWidth: 0 }}>
                  <div className="text-truncate">
                    <PlayerName user={p.user} />
                  </div>
                  <div className="small text-body-secondary">
                    {p.RankName} · {t('Level {level}', { level: String(p.Level) })}
                  </div>
                </div>
                <EquippedPreview assets={p.preview} compact emptyText={t('Nothing equipped.')} />
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
