import {
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
  listBloggers,
  listBlogPosts,
} from './blog.repository.js';

/** The life-outdoors area (platform §2): `GET /api/blog/{front,posts,post,bloggers,blogger}/`. */
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
      if (!post) throw new NotFoundError(`No blog post "${slug}"`);
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
      if (!blogger) throw new NotFoundError(`No blogger "${slug}"`);
      return blogger;
    },
  );
};
