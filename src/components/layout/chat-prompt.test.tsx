import { describe, expect, it, vi, afterEach } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { renderWithApp } from '@/testing/test-utils';
import { ChatPrompt, CHAT_PROMPT_COOKIE } from './chat-prompt';

afterEach(() => vi.restoreAllMocks());

describe('community chat prompt', () => {
  it('hides for 365 days when dismissed', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderWithApp(<ChatPrompt />);
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(set).toHaveBeenCalledWith(CHAT_PROMPT_COOKIE, 'hidden', expect.objectContaining({ expires: 365 }));
  });

  it('hides for 7 days when the player joins, linking to the chat server', async () => {
    const set = vi.spyOn(Cookies, 'set');
    renderWithApp(<ChatPrompt />);
    const join = screen.getByRole('link', { name: 'Join' });
    expect(join).toHaveAttribute('href', 'https://chat.example/invite');
    join.addEventListener('click', (e) => e.preventDefault());
    await userEvent.click(join);
    expect(set).toHaveBeenCalledWith(CHAT_PROMPT_COOKIE, 'joined', expect.objectContaining({ expires: 7 }));
  });

  it('stays hidden when its cookie is present', () => {
    document.cookie = `${CHAT_PROMPT_COOKIE}=hidden; path=/`;
    renderWithApp(<ChatPrompt />);
    expect(screen.queryByRole('complementary', { name: /community chat/i })).toBeNull();
  });
});
