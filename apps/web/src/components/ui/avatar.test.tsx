// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Avatar, AvatarFallback, AvatarImage } from './avatar.tsx';

afterEach(cleanup);

function renderAvatar() {
  render(
    <Avatar>
      <AvatarImage src="/photos/me.jpg" alt="Noor" />
      <AvatarFallback>NA</AvatarFallback>
    </Avatar>,
  );
  return screen.getByRole('img', { name: 'Noor', hidden: true });
}

it('shows the initials while the picture loads, then the picture instead', () => {
  const picture = renderAvatar();
  expect(screen.getByText('NA')).toBeTruthy();
  expect(picture.className).toContain('hidden');
  fireEvent.load(picture);
  expect(screen.queryByText('NA')).toBeNull();
  expect(picture.className).not.toContain('hidden');
});

it('keeps the initials when the picture fails, and never shows a broken image', () => {
  const picture = renderAvatar();
  fireEvent.error(picture);
  expect(screen.getByText('NA')).toBeTruthy();
  expect(picture.className).toContain('hidden');
});
