import { renderMarkdown } from '@contract/rules/markdown';
import { SafeHtml } from '@/components/ui/safe-html';

/** A news body as players will read it: Markdown rendered, then sanitised. Its own chunk (marked and DOMPurify). */
export default function NewsPreview({ markdown }: { markdown: string }) {
  return <SafeHtml html={renderMarkdown(markdown)} />;
}
