import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { Markdown } from "~/components/content/Markdown";
import { NotFound } from "~/components/layout/NotFound";
import { NewsMeta } from "~/components/news/NewsMeta";
import { Picture } from "~/components/ui/picture";
import { Breadcrumb } from "~/components/ui/breadcrumb";
import { catalogPageHeaders, CATALOG_CACHE_HEADERS } from "~/lib/http/http.server";
import { parseArticleMarkdown } from "~/lib/content/markdown";
import { getNewsArticle } from "~/lib/news/news.server";
import { NEWS_SLUG } from "~/lib/news/news";
import { NEWS_ARTICLE_SIZES, NEWS_ARTICLE_WIDTHS } from "~/lib/news/pictures";
import { keepDataOnSameUrl } from "~/lib/http/revalidate";
import { absoluteUrl, siteOrigin } from "~/lib/shared/seo";

/** /news/{slug} — one article; its Markdown becomes React elements (no HTML from the text); unknown slug → 404 page. */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  const article = NEWS_SLUG.test(slug) && slug.length <= 120 ? await getNewsArticle(slug) : null;
  if (!article) throw new Response("Not Found", { status: 404 });
  return data({ article, blocks: parseArticleMarkdown(article.content), origin: siteOrigin(request) }, { headers: CATALOG_CACHE_HEADERS });
}

export const shouldRevalidate = keepDataOnSameUrl;

export default function NewsArticlePage() {
  const { article, blocks } = useLoaderData<typeof loader>();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <Breadcrumb
        trail={[
          { label: "Home", to: "/" },
          { label: "News", to: "/news" },
          ...(article.category ? [{ label: article.category.name, to: `/news?category=${article.category.slug}` }] : []),
        ]}
      />
      <header className="mt-6">
        <NewsMeta article={article} />
        <h1 className="mt-3 font-display text-3xl font-bold text-gray-900 sm:text-4xl">{article.title}</h1>
        {article.excerpt && <p className="mt-3 text-lg text-gray-700">{article.excerpt}</p>}
      </header>
      {article.imageUrl && <Picture src={article.imageUrl} alt="" width={1280} height={720} sizes={NEWS_ARTICLE_SIZES} widths={NEWS_ARTICLE_WIDTHS} className="mt-6 aspect-video w-full rounded-2xl object-cover" />}
      <div className="mt-8" data-testid="article-content">
        <Markdown blocks={blocks} />
      </div>
      <p className="mt-10">
        <Link to={article.category ? `/news?category=${article.category.slug}` : "/news"} className="font-semibold text-brand-700 underline">
          {article.category ? `More ${article.category.name} news` : "All news"}
        </Link>
      </p>
    </article>
  );
}

export const headers = catalogPageHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data?.article) return [{ title: "404 Page Not Found — Glow" }, { name: "robots", content: "noindex" }];
  const { article, origin } = data;
  const image = absoluteUrl(origin, article.imageUrl);
  return [
    { title: `${article.title} — Glow News` },
    { name: "description", content: article.excerpt ?? article.title },
    { tagName: "link", rel: "canonical", href: `${origin}/news/${article.slug}` },
    { property: "og:type", content: "article" },
    { property: "og:title", content: article.title },
    ...(article.excerpt ? [{ property: "og:description", content: article.excerpt }] : []),
    ...(image ? [{ property: "og:image", content: image }] : []),
    { property: "article:published_time", content: article.publishedAt },
  ];
};

export function ErrorBoundary() {
  return <NotFound />;
}
