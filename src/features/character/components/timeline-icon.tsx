// Small inline icons for the kinds of timeline entries; drawn in currentColor, no icon font needed.

const PATHS: Record<string, string> = {
  level: 'M8 1.5l5.5 6.5H10v6.5H6V8H2.5z',
  rebirth: 'M8 2.5a5.5 5.5 0 1 1-5.2 3.7l1.9.7A3.5 3.5 0 1 0 8 4.5V7L4.5 3.5 8 0z',
  guild: 'M8 1l6 2.2V7c0 3.9-2.6 6.9-6 8-3.4-1.1-6-4.1-6-8V3.2z',
  achievement:
    'M4 1.5h8V3h2.5v2.2A3.3 3.3 0 0 1 11.7 8.5 4 4 0 0 1 9 10.9V12.5h2.5v2H4.5v-2H7v-1.6a4 4 0 0 1-2.7-2.4A3.3 3.3 0 0 1 1.5 5.2V3H4zm-1 3v.7c0 .8.5 1.5 1.2 1.8L4 4.5zm10 0h-1.2L12 6.5c.6-.3 1-1 1-1.8z',
  item: 'M4.5 2h7L15 6.2 8 14.5 1 6.2z',
  boss: 'M8 1a6 6 0 0 0-6 6c0 1.9.9 3.1 2 4v3h2.2v-2h1.1v2h1.4v-2h1.1v2H12v-3c1.1-.9 2-2.1 2-4a6 6 0 0 0-6-6zM5.5 6.2a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2zm5 0a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2z',
  pvp: 'M2 1.5l5.3 5.3-1.4 1.4L1.5 3.8V1.5zm12 0v2.3L7.6 10.2l1.1 1.1-1.4 1.4-1.1-1.1L4 13.8 2.2 12l2.2-2.2-1.1-1.1 1.4-1.4 1.1 1.1L12.2 1.5zM10.7 9.3l1.4 1.4 1.1-1.1 1.4 1.4-1.1 1.1L14 12.3 12.3 14l-.2-.2-1.1 1.1-1.4-1.4 1.1-1.1-1.4-1.4z',
  gift: 'M2 6h12v3H2zm1 3h10v6H3zm4-3h2v9H7zM8 6C6 6 3.5 5 4.5 3S7.5 3.5 8 6c.5-2.5 2.5-5 3.5-3S10 6 8 6z',
  purchase: 'M1 2h2.2l.6 2H15l-1.8 6H5.4l.4 1.5H13v1.5H4.7L2.2 3.5H1zM6 14a1 1 0 1 1 0 .01zm6 0a1 1 0 1 1 0 .01z',
  error: 'M8 1l7.5 13h-15zm-1 5v4h2V6zm0 5v2h2v-2z',
};

export function TimelineIcon({ kind }: { kind: string }) {
  const d = PATHS[kind];
  return (
    <span className={`timeline-icon timeline-icon-${d ? kind : 'other'}`} aria-hidden="true">
      <svg viewBox="0 0 16 16" width="16" height="16" fill="currentColor" fillRule="evenodd">
        {d ? <path d={d} /> : <circle cx="8" cy="8" r="3.5" />}
      </svg>
    </span>
  );
}
