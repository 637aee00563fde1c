import { scoreNumber, winLossTie } from '../results';
import type { ArticleDoc } from '../schemas/articles.schema';
import type { GameDoc } from '../schemas/games.schema';
import type { DemoContext } from './demoContext';
import { dayAt, demoMeta, svgDataUrl } from './demoContext';
import { zonedDayKey } from '../zone';
import type { DemoSchool } from './demoSchools';

/** A flat banner for articles that carry an image. */
function bannerSvg(color: string, accent: string): string {
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 160">' +
    `<rect width="320" height="160" fill="${color}"/>` +
    `<circle cx="250" cy="40" r="70" fill="${accent}" opacity=".35"/>` +
    `<path d="M0 120 120 80 200 110 320 60v100H0z" fill="${accent}" opacity=".6"/></svg>`
  );
}

interface ArticleSeed {
  daysAgo: number;
  category: ArticleDoc['category'];
  title: string;
  excerpt: string;
  paragraphs: string[];
  image?: readonly [string, string];
  archived?: boolean;
}

/** Winner and loser of the latest final football game, so the lead story matches the scores. */
function latestResult(schools: readonly DemoSchool[], games: readonly GameDoc[]): [DemoSchool, DemoSchool, GameDoc] | null {
  const game = games
    .filter((g) => g.sport === 'football' && g.status === 'FINAL')
    .sort((x, y) => y.time.localeCompare(x.time))
    .find((g) => scoreNumber(g.score?.home?.final) !== scoreNumber(g.score?.away?.final));
  const home = schools.find((s) => s.doc.id === game?.homeSchoolId);
  const away = schools.find((s) => s.doc.id === game?.awaySchoolId);
  if (!game || !home || !away) return null;
  return winLossTie(game, home.doc.id) === 'W' ? [home, away, game] : [away, home, game];
}

function seeds(s: readonly DemoSchool[], games: readonly GameDoc[]): ArticleSeed[] {
  const [a, b, c, d, e] = s;
  const [winner, loser, game] = latestResult(s, games) ?? [a, b, undefined];
  return [
    {
      daysAgo: 1, category: 'Sports', image: ['#1e3a8a', '#f59e0b'],
      title: `${winner.short} gets past ${loser.short} on a big football night`,
      excerpt: `${winner.teamName} held on in the closing minutes against the ${loser.teamName}.`,
      paragraphs: [
        `${winner.doc.name} and ${loser.doc.name} traded scores all night before a late defensive stand settled it.`,
        `Both coaches praised the crowd at ${game?.location ?? `${winner.short} Stadium`}, where the grounds crew worked all afternoon after the morning rain.`,
        'The result tightens the race in the division with three weeks of the regular season left.',
      ],
    },
    {
      daysAgo: 3, category: 'News',
      title: 'Live streams now available for every varsity home game',
      excerpt: 'Member schools can add a stream link to any live game; fans find it on the schedule page.',
      paragraphs: [
        'Starting this season, every member school can attach a stream link to its live games. The link shows next to the game on the schedule page while it is live.',
        'Schools without a streaming partner can ask the association office for help setting one up.',
      ],
    },
    {
      daysAgo: 6, category: 'Events', image: ['#14532d', '#a3e635'],
      title: 'Cross country invitational returns to Riverside Park',
      excerpt: `${c.doc.name} hosts the annual invitational with races for boys and girls.`,
      paragraphs: [
        `The invitational returns to ${c.town} Riverside Park on the last Saturday of the month. Girls race first, followed by the boys.`,
        'Spectators should park at the north lot; a shuttle runs every fifteen minutes.',
        'Results will be posted on the association website the same evening.',
      ],
    },
    {
      daysAgo: 10, category: 'Announcements',
      title: 'Updated heat policy for outdoor practices',
      excerpt: 'New guidance on practice length, water breaks and rest periods on hot days.',
      paragraphs: [
        'The association has updated its heat policy for all outdoor sports. Practices are shortened when the heat index passes the published thresholds.',
        'Athletic directors received the full policy by email. Coaches must log water breaks for each practice.',
      ],
    },
    {
      daysAgo: 15, category: 'Sports',
      title: `${d.short} volleyball serves its way to a strong start`,
      excerpt: `A young ${d.teamName} side has surprised the league in the opening weeks.`,
      paragraphs: [
        `A strong serving game has carried ${d.doc.name} through the opening weeks of the volleyball season.`,
        `Their next test comes at home against ${e.doc.name}, one of the most experienced teams in the association.`,
      ],
    },
    {
      daysAgo: 21, category: 'News',
      title: 'Nominations open for the scholar-athlete awards',
      excerpt: 'Schools may nominate up to two seniors who excel in the classroom and in competition.',
      paragraphs: [
        'Nominations for the annual scholar-athlete awards are open until the end of next month.',
        'Each school may nominate up to two seniors. Winners are honoured at the spring banquet.',
      ],
    },
    {
      daysAgo: 45, category: 'Announcements', archived: true,
      title: 'Fall sports physicals deadline',
      excerpt: 'All athletes need a current physical on file before their first practice.',
      paragraphs: [
        'Athletes without a current physical on file may not take part in practices or games.',
        'Forms are available from each school athletic office.',
      ],
    },
  ];
}

/** Articles of every category, newest first, one archived; dates are local 'YYYY-MM-DD'. */
export function createDemoArticles(
  { today }: DemoContext,
  schools: readonly DemoSchool[],
  games: readonly GameDoc[],
): ArticleDoc[] {
  return seeds(schools, games).map((seed, i) => {
    const published = dayAt(today, -seed.daysAgo, 9, 30);
    const article: ArticleDoc = {
      id: `article-${i + 1}`,
      title: seed.title,
      date: zonedDayKey(published),
      category: seed.category,
      excerpt: seed.excerpt,
      content: seed.paragraphs.join('\n\n'),
      author: 'LIAA Staff',
      archived: seed.archived ?? false,
      ...demoMeta(published.getTime()),
    };
    if (seed.image) article.imageUrl = svgDataUrl(bannerSvg(...seed.image));
    return article;
  });
}
