# One image for every plandata process (api, worker, scheduler); the command picks the role.
FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PLANDATA_SKIP_SERVICES=1
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund
COPY . .
USER node
ENTRYPOINT ["node", "bin/plandata.js"]
CMD ["api"]
