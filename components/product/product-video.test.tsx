// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import type { ProductVideo as Video } from '@contract/entities/product-extras';
import messages from '@/messages/en';
import { ProductVideo } from './product-video';

const video: Video = {
  id: 5,
  description: 'Big Buck Bunny – Blender Foundation',
  product_id: 3,
  position: 0,
  source_type: 'youtube',
  embed_url: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ',
  thumbnail_url: 'https://api.example/images/81.webp',
  video_id: 'aqz-KE-bpKQ',
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
};

function renderVideo() {
  return render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <ProductVideo video={video} />
    </NextIntlClientProvider>,
  );
}

describe('ProductVideo', () => {
  it('shows the shop’s poster in the widths it is shown at, and no player yet', () => {
    const { container } = renderVideo();
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('src', video.thumbnail_url);
    expect(poster?.getAttribute('srcset')).toMatch(
      /^https:\/\/api\.example\/images\/81\/160 160w, .*\/81\/1280 1280w$/,
    );
    expect(poster?.getAttribute('sizes')).toContain('548px');
    expect(container.querySelector('iframe')).toBeNull();
  });

  it('keeps the title on a dark box when the poster cannot be loaded', () => {
    const { container } = renderVideo();
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('video-poster-fallback')).toHaveTextContent(video.description as string);
    expect(screen.getByRole('button', { name: `Play video: ${video.description}` })).toBeVisible();
  });

  it('loads the player on a click and moves the focus to it', async () => {
    renderVideo();
    await userEvent.click(screen.getByRole('button', { name: `Play video: ${video.description}` }));
    const player = screen.getByTitle(video.description as string);
    expect(player).toHaveAttribute('src', `${video.embed_url}?autoplay=1&rel=0`);
    expect(player).toHaveFocus();
  });
});
