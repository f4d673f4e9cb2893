import type { PackPost } from '../types';
import { agencyNews } from './agency-news';
import { podcastEpisodes } from './podcast';
import { thoughtLeadership } from './thought-leadership';

export const posts: PackPost[] = [...agencyNews, ...thoughtLeadership, ...podcastEpisodes];
