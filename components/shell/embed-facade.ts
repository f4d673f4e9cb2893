/** The only hosts a placeholder loads a player from (the Content Security Policy's frame-src lists the same). */
const PLAYER_HOSTS = new Set(['www.youtube-nocookie.com', 'player.vimeo.com']);

function playerUrl(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && PLAYER_HOSTS.has(url.hostname) ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Video placeholders (drawn by lib/content-blocks.ts as a link to the video) become a "Play video" button;
 * nothing is requested from the video's provider until the visitor presses it. The player then takes the
 * placeholder's place and receives focus. Returns the cleanup for when the page leaves.
 */
export function startEmbedFacades(facades: HTMLElement[]): () => void {
  const cleanups: (() => void)[] = [];
  for (const facade of facades) {
    const link = facade.querySelector<HTMLAnchorElement>('a.embed-facade__play');
    const src = playerUrl(facade.dataset.embedSrc);
    if (!link || !src) continue;
    const title = facade.dataset.embedTitle?.trim() ?? '';

    const button = document.createElement('button');
    button.type = 'button';
    button.className = link.className;
    const icon = document.createElement('span');
    icon.className = 'embed-facade__icon';
    icon.setAttribute('aria-hidden', 'true');
    const label = document.createElement('span');
    label.className = 'embed-facade__label';
    label.textContent = title ? `Play video: ${title}` : 'Play video';
    button.append(icon, label);

    const play = () => {
      const player = document.createElement('iframe');
      player.src = src;
      player.title = title || 'Video player';
      player.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture';
      player.allowFullscreen = true;
      player.referrerPolicy = 'strict-origin-when-cross-origin';
      facade.replaceChildren(player);
      facade.dataset.embedState = 'playing';
      player.focus();
    };
    button.addEventListener('click', play, { once: true });
    link.replaceWith(button);
    facade.dataset.embedState = 'ready';
    cleanups.push(() => button.removeEventListener('click', play));
  }
  return () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  };
}
