import {
  blogCategoriesResponseSchema,
  blogFrontResponseSchema,
  bloggerResponseSchema,
  bloggersResponseSchema,
  blogPostResponseSchema,
  blogPostsQuerySchema,
  blogPostsResponseSchema,
  contentLanguageQuerySchema,
  contentSlugQuerySchema,
} from '@shop/shared-contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { NotFoundError } from '../../lib/http-errors.js';
import {
  findBlogFront,
  findBlogger,
  findBlogPost,
  listBlogCategories,
  listBloggers,
  listBlogPosts,
} from './blog.repository.js';

/**
 * The life-outdoors area (platform §2):
 * `GET /api/blog/{front,categories,posts,post,bloggers,blogger}/`.
 */
export const blogRoutes: FastifyPluginAsync = async (app) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    '/blog/front/',
    {
      schema: {
        querystring: contentLanguageQuerySchema,
        response: { 200: blogFrontResponseSchema },
      },
    },
    (request) => findBlogFront(app.db, request.query.lang),
  );
  // The categories' names come from the data, so the client needs no list of its own.
  routes.get(
    '/blog/categories/',
    {
      schema: {
        querystring: contentLanguageQuerySchema,
        response: { 200: blogCategoriesResponseSchema },
      },
    },
    async (request) => ({ categories: await listBlogCategories(app.db, request.query.lang) }),
  );
  routes.get(
    '/blog/posts/',
    { schema: { querystring: blogPostsQuerySchema, response: { 200: blogPostsResponseSchema } } },
    (request) => listBlogPosts(app.db, request.query),
  );
  routes.get(
    '/blog/post/',
    { schema: { querystring: contentSlugQuerySchema, response: { 200: blogPostResponseSchema } } },
    async (request) => {
      const { slug, lang } = request.query;
      const post = await findBlogPost(app.db, slug, lang);
      if (!post) throw new NotFoundError('BLOG_POST_NOT_FOUND', `No blog post "${slug}"`);
      return post;
    },
  );
  routes.get(
    '/blog/bloggers/',
    {
      schema: {
        querystring: contentLanguageQuerySchema,
        response: { 200: bloggersResponseSchema },
      },
    },
    async (request) => ({ bloggers: await listBloggers(app.db, request.query.lang) }),
  );
  routes.get(
    '/blog/blogger/',
    { schema: { querystring: contentSlugQuerySchema, response: { 200: bloggerResponseSchema } } },
    async (request) => {
      const { slug, lang } = request.query;
      const blogger = await findBlogger(app.db, slug, lang);
      if (!blogger) throw new NotFoundError('BLOGGER_NOT_FOUND', `No blogger "${slug}"`);
      return blogger;
    },
  );
};
